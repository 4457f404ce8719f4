import type { ProctorStudent } from '@mizan/domain/electronic-exams';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { ProgressBar } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatDateTime } from '../../format/date';
import { NS } from './i18n';
import { timeLeft } from './format';
import { StatusBadge } from './StatusBadge';

interface Props {
  students: ProctorStudent[];
  /** The sector's end, for students who have not signed in (no deadline of their own yet). */
  endsAt: string;
  now: number;
  canEdit: boolean;
  onExtend: (s: ProctorStudent) => void;
  onReopen: (s: ProctorStudent) => void;
}

const COLUMNS = ['seat', 'student', 'model', 'status', 'answered', 'left', ''] as const;

/** Every student of the sector in seat order, live: state, progress, time left, and the actions on them. */
export function StudentsTable({ students, endsAt, now, canEdit, onExtend, onReopen }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);
  const action = 'text-primary-700 hover:underline dark:text-primary-300';
  if (!students.length)
    return (
      <p className="text-sm text-muted" data-testid="proctor-empty">
        {t('students.empty')}
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-panel">
      <table className="w-full text-sm" data-testid="proctor-students">
        <thead>
          <tr className="text-muted">
            {COLUMNS.map((h) => (
              <th key={h} className="px-3 py-2 text-start font-medium">
                {h && t(`students.col.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {students.map((s) => (
            <tr
              key={s.studentId}
              className="border-t border-line"
              data-testid={`proctor-student-${s.studentNumber}`}
              data-status={s.status}
            >
              <td className="px-3 py-2">{s.seatNo === null ? '—' : n(s.seatNo)}</td>
              <td className="px-3 py-2">
                <div className="font-medium" data-user-content>
                  <bdi>{pick(s.name, lang)}</bdi>
                </div>
                <div className="text-xs text-muted">
                  <bdi dir="ltr">{s.studentNumber}</bdi>
                </div>
              </td>
              <td className="px-3 py-2">
                <bdi dir="ltr">{s.modelCode ?? '—'}</bdi>
              </td>
              <td className="px-3 py-2">
                <StatusBadge status={s.status} testId={`proctor-status-${s.studentNumber}`} />
              </td>
              <td className="min-w-32 px-3 py-2">
                <span data-testid={`proctor-answered-${s.studentNumber}`} data-answered={s.answered}>
                  {t('students.answered', { answered: n(s.answered), total: n(s.total) })}
                </span>
                <ProgressBar value={s.total ? s.answered / s.total : 0} label={t('students.col.answered')} />
              </td>
              <td
                className="px-3 py-2"
                data-testid={`proctor-left-${s.studentNumber}`}
                data-deadline={s.deadline}
              >
                {s.submittedAt ? (
                  <span className="text-xs text-muted">
                    {t(s.submittedBy === 'deadline' ? 'students.byDeadline' : 'students.submittedAt', {
                      at: formatDateTime(s.submittedAt, lang),
                    })}
                  </span>
                ) : (
                  <span className="font-mono">
                    {timeLeft(new Date(s.deadline ?? endsAt).getTime() - now, lang)}
                  </span>
                )}
              </td>
              <td className="px-3 py-2">
                {canEdit && s.status !== 'notSignedIn' && (
                  <div className="flex gap-3">
                    {s.submittedAt ? (
                      <button
                        type="button"
                        className={action}
                        onClick={() => onReopen(s)}
                        data-testid={`proctor-reopen-${s.studentNumber}`}
                      >
                        {t('reopen.open')}
                      </button>
                    ) : (
                      <button
                        type="button"
                        className={action}
                        onClick={() => onExtend(s)}
                        data-testid={`proctor-extend-${s.studentNumber}`}
                      >
                        {t('extend.student')}
                      </button>
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

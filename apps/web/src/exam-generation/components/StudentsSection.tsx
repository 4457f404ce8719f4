import type { ExamView } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Button, Checkbox, ConfirmDialog } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import type { ExamLive } from '../hooks/useExamLive';
import { useExamWrite } from '../hooks/useExamWrite';
import { sectorsQuery, studentsQuery, withdrawStudents } from '../students.api';
import { SisImport } from './SisImport';
import { StudentsFileDialog } from './StudentsFileDialog';

const LIMIT = 20;

interface Props {
  view: ExamView;
  live: ExamLive;
  /** Why nothing may change (the distribution is approved), or null. */
  lockedReason: string | null;
}

/** The exam's students (issue 14 part 7): paged in seat order, counts, imports and withdrawal. */
export function StudentsSection({ view, live, lockedReason }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const examId = view.exam.examId;
  const [page, setPage] = useState(1);
  const [withdrawn, setWithdrawn] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [importing, setImporting] = useState(false);
  const [asking, setAsking] = useState(false);
  const data = useQuery(studentsQuery(examId, page, LIMIT, withdrawn)).data;
  const sectors = useQuery(sectorsQuery(examId)).data?.sectors ?? [];
  const write = useExamWrite(live, view.lockVersion);
  const n = (x: number) => formatNumber(x, lang);
  const pages = Math.max(1, Math.ceil((data?.totalItems ?? 0) / LIMIT));
  const sectorName = (id: number | null) => sectors.find((s) => s.sectorId === id)?.name ?? '—';
  const rows = data?.students ?? [];
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const show = (w: boolean) => {
    setWithdrawn(w);
    setPage(1);
    setSelected(new Set());
  };
  const withdraw = async () => {
    const r = await write.run(
      () => withdrawStudents(examId, { studentIds: [...selected], version: view.lockVersion }),
      (x) => t('students.withdrawn', { count: x.withdrawn, n: n(x.withdrawn) }),
    );
    setAsking(false);
    if (r) setSelected(new Set());
  };
  const counts = data?.counts;
  const tab = (w: boolean) =>
    `rounded-md px-3 py-1 text-sm ${withdrawn === w ? 'bg-primary-600 text-white' : 'border border-line hover:bg-surface'}`;

  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="exam-students">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('students.title')}</h2>
        {counts && (
          <span className="text-sm text-muted" data-testid="students-counts" data-active={counts.active}>
            {[
              t('students.active', { count: counts.active, n: n(counts.active) }),
              t('students.withdrawnCount', { count: counts.withdrawn, n: n(counts.withdrawn) }),
              t('students.unassigned', { count: counts.unassigned, n: n(counts.unassigned) }),
            ].join(' · ')}
          </span>
        )}
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <Button
          onClick={() => setImporting(true)}
          disabled={!!lockedReason}
          title={lockedReason ?? undefined}
          data-testid="students-file"
        >
          {t('students.file.action')}
        </Button>
        <SisImport examId={examId} version={view.lockVersion} live={live} lockedReason={lockedReason} />
        <Button
          variant="danger"
          className="ms-auto"
          onClick={() => setAsking(true)}
          disabled={!!lockedReason || !selected.size}
          title={lockedReason ?? (selected.size ? undefined : t('students.selectFirst'))}
          data-testid="students-withdraw"
        >
          {t('students.withdraw', { count: selected.size, n: n(selected.size) })}
        </Button>
      </div>
      <div className="mb-2 flex gap-2">
        <button
          type="button"
          className={tab(false)}
          onClick={() => show(false)}
          data-testid="students-tab-active"
        >
          {t('students.tabActive')}
        </button>
        <button
          type="button"
          className={tab(true)}
          onClick={() => show(true)}
          data-testid="students-tab-withdrawn"
        >
          {t('students.tabWithdrawn')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted" data-testid="students-empty">
          {t('students.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                {['', 'number', 'name', 'nationalId', 'sector', 'seat', 'model'].map((h) => (
                  <th key={h} className="px-2 pb-1 text-start font-medium">
                    {h && t(`students.col.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr
                  key={s.studentId}
                  className="border-t border-line"
                  data-testid={`student-${s.studentNumber}`}
                  data-sector={s.sectorId ?? ''}
                  data-seat={s.seatNo ?? ''}
                  data-model={s.modelNo ?? ''}
                >
                  <td className="px-2 py-1.5">
                    {!s.withdrawn && (
                      <Checkbox
                        checked={selected.has(s.studentId)}
                        onChange={(on) => toggle(s.studentId, on)}
                        disabled={!!lockedReason}
                        label={<span className="sr-only">{t('students.select')}</span>}
                        data-testid={`student-select-${s.studentNumber}`}
                      />
                    )}
                  </td>
                  <td className="px-2 py-1.5 font-mono" data-user-content>
                    <bdi>{s.studentNumber}</bdi>
                  </td>
                  <td className="px-2 py-1.5" data-user-content>
                    <bdi>{pick(s.name, lang) || s.name.ar || s.name.en}</bdi>
                  </td>
                  <td className="px-2 py-1.5 font-mono" data-user-content>
                    <bdi>{s.nationalId ?? '—'}</bdi>
                  </td>
                  <td className="px-2 py-1.5" data-user-content>
                    <bdi>{sectorName(s.sectorId)}</bdi>
                  </td>
                  <td className="px-2 py-1.5">{s.seatNo === null ? '—' : n(s.seatNo)}</td>
                  <td className="px-2 py-1.5 font-mono">{s.modelCode ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <div className="mt-3 flex items-center justify-end gap-2 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('list.previous')}
          </Button>
          <span data-testid="students-page">{t('list.pageOf', { page: n(page), pages: n(pages) })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('list.next')}
          </Button>
        </div>
      )}
      <StudentsFileDialog
        examId={examId}
        version={view.lockVersion}
        live={live}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <ConfirmDialog
        open={asking}
        title={t('students.withdrawTitle')}
        message={t('students.withdrawBody', { count: selected.size, n: n(selected.size) })}
        confirmLabel={t('students.withdraw', { count: selected.size, n: n(selected.size) })}
        cancelLabel={t('common.cancel')}
        danger
        busy={write.busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setAsking(false)}
        data-testid="students-withdraw-dialog"
      />
    </section>
  );
}

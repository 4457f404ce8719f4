import { modelCodeOf } from '@mizan/domain/exam-generation';
import { pick } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { Watchers } from '../../collaboration/feed/Watchers';
import { formatDateTime } from '../../format/date';
import { isolate } from '../../i18n';
import type { ExamLive } from '../hooks/useExamLive';

/** Who else has the exam open, and what others changed while it was open here (newest first). */
export function ExamLiveBar({ live }: { live: ExamLive }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  return (
    <div className="mb-4 flex flex-col gap-2 rounded-lg border border-line bg-panel px-4 py-2 text-sm">
      <div className="flex items-center gap-2">
        <span className="text-muted">{t('live.present')}</span>
        <Watchers users={live.users} testId="exam-watchers" showEmpty />
      </div>
      {live.changes.length > 0 && (
        <ul className="space-y-0.5" data-testid="exam-changes" aria-live="polite">
          {live.changes.map((c) => (
            <li key={c.lockVersion} data-kind={c.kind}>
              <span className="font-medium">{pick(c.by.name, lang)}</span>{' '}
              {t(`live.kind.${c.kind}`, {
                models: new Intl.ListFormat(lang === 'ar' ? 'ar-EG' : 'en-GB').format(
                  (c.modelNos ?? []).map((no) => isolate(modelCodeOf(no))),
                ),
              })}{' '}
              <span className="text-muted">{formatDateTime(c.at, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

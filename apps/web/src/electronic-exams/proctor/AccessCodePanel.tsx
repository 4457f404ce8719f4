import type { ProctorSnapshot } from '@mizan/domain/electronic-exams';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatDateTime } from '../../format/date';
import { NS } from './i18n';
import { spokenCode, timeLeft } from './format';

interface Props {
  snapshot: ProctorSnapshot;
  now: number;
  canEdit: boolean;
  onRegenerate: () => void;
  onExtend: () => void;
  onMessage: () => void;
}

/** The sector's access code, large enough to read aloud to the room, its times and the sector's actions. */
export function AccessCodePanel({ snapshot, now, canEdit, onRegenerate, onExtend, onMessage }: Props) {
  const { t } = useTranslation(NS);
  const lang = useLang();
  const s = snapshot;
  const left = new Date(s.endsAt).getTime() - now;
  const started = now >= new Date(s.startsAt).getTime();
  const [first, second] = spokenCode(s.accessCode, lang);
  return (
    <section
      className="mb-4 grid gap-4 rounded-lg border border-line bg-panel p-4 md:grid-cols-[auto_1fr]"
      data-testid="proctor-sector"
    >
      <div className="flex flex-col items-center justify-center rounded-lg bg-surface px-6 py-3">
        <span className="text-sm text-muted">{t('code.title')}</span>
        <output
          dir="ltr"
          className="flex gap-5 font-mono text-5xl font-bold tracking-widest text-ink"
          aria-label={t('code.title')}
          data-testid="proctor-access-code"
          data-code={s.accessCode}
        >
          <span>{first}</span>
          <span>{second}</span>
        </output>
        {lang === 'ar' && (
          <span dir="ltr" className="mt-1 font-mono text-sm text-muted" title={t('code.typed')}>
            {s.accessCode}
          </span>
        )}
        {canEdit && (
          <Button
            variant="ghost"
            className="mt-2 text-sm"
            onClick={onRegenerate}
            data-testid="proctor-regenerate"
          >
            {t('code.regenerate')}
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-3">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div className="flex gap-2">
            <dt className="text-muted">{t('sector.startsAt')}:</dt>
            <dd className="font-medium">{formatDateTime(s.startsAt, lang)}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted">{t('sector.endsAt')}:</dt>
            <dd className="font-medium" data-testid="proctor-ends-at">
              {formatDateTime(s.endsAt, lang)}
            </dd>
          </div>
          <div className="flex items-baseline gap-2 sm:col-span-2">
            <dt className="text-muted">{started ? t('sector.left') : t('sector.notStarted')}:</dt>
            <dd className="font-mono text-2xl font-semibold" data-testid="proctor-sector-left">
              {timeLeft(started ? left : new Date(s.startsAt).getTime() - now, lang)}
            </dd>
          </div>
        </dl>
        {canEdit && (
          <div className="mt-auto flex flex-wrap gap-2">
            <Button variant="secondary" onClick={onExtend} data-testid="proctor-extend-sector">
              {t('extend.sector')}
            </Button>
            <Button onClick={onMessage} data-testid="proctor-message">
              {t('message.open')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

import type { ExamView, GenerateRefusal, GenerateResult } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, Button } from '@mizan/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { postGenerate } from '../exam.api';
import type { ExamLive } from '../hooks/useExamLive';

/** Seconds since `running` became true, for the progress line while the solver works. */
function useElapsed(running: boolean) {
  const [s, setS] = useState(0);
  useEffect(() => {
    if (!running) return;
    const start = Date.now();
    setS(0);
    const id = setInterval(() => setS(Math.floor((Date.now() - start) / 1000)), 250);
    return () => clearInterval(id);
  }, [running]);
  return s;
}

interface Props {
  view: ExamView;
  live: ExamLive;
  /** Why Generate waits (unsaved or unwritten specification), or null. */
  blockedBy: string | null;
  onGenerated?: () => void;
}

/**
 * Generate (issue 14 part 4): every model from the bank, with progress while the solver runs; an
 * infeasible specification explained row by row, never a bare 'failed'.
 */
export function GeneratePanel({ view, live, blockedBy, onGenerated }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<GenerateResult | null>(null);
  const [refusal, setRefusal] = useState<GenerateRefusal | null>(null);
  const elapsed = useElapsed(busy);

  const generate = async () => {
    setBusy(true);
    setDone(null);
    setRefusal(null);
    try {
      const r = await postGenerate(view.exam.examId, { version: view.lockVersion });
      await live.wrote(r.lockVersion);
      setDone(r);
      onGenerated?.();
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      if (x.status === 409) await live.whatChanged(view.lockVersion);
      const body = x.body as Partial<GenerateRefusal> | null;
      setRefusal({ message: x.text, shortages: body?.shortages ?? [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="generate-panel">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('generate.title')}</h2>
        <Button onClick={generate} busy={busy} disabled={!!blockedBy || busy} data-testid="generate">
          {view.models.length ? t('generate.again') : t('generate.action')}
        </Button>
        {blockedBy && <span className="text-sm text-muted">{blockedBy}</span>}
      </div>
      {busy && (
        <div className="mt-3" data-testid="generate-progress">
          <div
            role="progressbar"
            aria-label={t('generate.running')}
            className="h-2 w-full overflow-hidden rounded-full bg-line"
          >
            <div className="h-full w-1/3 animate-pulse rounded-full bg-primary-600" />
          </div>
          <p className="mt-1 text-sm text-muted">
            {t('generate.running')}{' '}
            {t('generate.elapsed', { n: formatNumber(elapsed, lang), count: elapsed })}
          </p>
        </div>
      )}
      {done && (
        <Alert kind="info" className="mt-3" data-testid="generate-done">
          {t('generate.done', { count: done.models.length, n: formatNumber(done.models.length, lang) })}{' '}
          {t('generate.took', { ms: formatNumber(done.solveMs, lang) })}
          {done.notes.map((note) => (
            <p key={note.en} className="mt-1 text-muted">
              {pick(note, lang)}
            </p>
          ))}
        </Alert>
      )}
      {refusal && (
        <Alert className="mt-3" data-testid="generate-refused">
          <p className="font-medium">{pick(refusal.message, lang)}</p>
          {refusal.shortages.length > 0 && (
            <ul className="mt-2 space-y-1">
              {refusal.shortages.map((s) => (
                <li key={s.row} data-testid={`shortage-${s.row}`} className="flex flex-wrap gap-2">
                  <span className="rounded bg-danger-500/15 px-1.5 font-medium">
                    {t('generate.row', { n: formatNumber(s.row + 1, lang) })}
                  </span>
                  <span>{pick(s.message, lang)}</span>
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </section>
  );
}

import { answerLetter } from '@mizan/domain/codes';
import { formatNumber, pick } from '@mizan/domain/i18n';
import type { ReviewDecision, ReviewItemView } from '@mizan/domain/scoring';
import { Button, TextField } from '@mizan/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

/** A ref always holding the latest value (the window listener is added once per item). */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/**
 * One doubtful mark or refused page: the sheet's picture, why it is here, what the reader read, and
 * the person's decision. Keys: a letter or digit toggles that bubble, 0 clears, Enter confirms (a
 * page: D discards).
 */
export function ReviewCard({
  item,
  busy,
  onDecide,
}: {
  item: ReviewItemView;
  busy: boolean;
  onDecide: (d: ReviewDecision) => void;
}) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const [marked, setMarked] = useState<number[]>(item.reading?.marked ?? []);
  const [number, setNumber] = useState(item.studentNumber ?? '');
  useEffect(() => {
    setMarked(item.reading?.marked ?? []);
    setNumber(item.studentNumber ?? '');
  }, [item]);
  const choices = item.reading?.choices ?? 0;
  const multi = item.reading?.multi ?? false;
  const toggle = (c: number) =>
    setMarked((m) =>
      m.includes(c) ? m.filter((x) => x !== c) : multi ? [...m, c].sort((a, b) => a - b) : [c],
    );
  const onKey = (e: KeyboardEvent) => {
    const target = e.target as HTMLElement;
    if (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey)
      return;
    // Enter on a focused button is that button's own click.
    if (e.key === 'Enter' && target.tagName === 'BUTTON') return;
    if (item.kind === 'page') {
      if (e.key.toLowerCase() === 'd') onDecide({ action: 'discard' });
      return;
    }
    if (e.key === 'Enter') return void onDecide({ marked });
    if (e.key === '0') return void setMarked([]);
    const digit = Number(e.key);
    if (digit >= 1 && digit <= choices) return void toggle(digit - 1);
    const letter = Array.from({ length: choices }, (_, i) => i).find(
      (i) => answerLetter(i, 'en') === e.key.toLowerCase() || answerLetter(i, 'ar') === e.key,
    );
    if (letter !== undefined) toggle(letter);
  };
  // The decision keys work wherever focus is on the page (but in a text box), one item at a time.
  const latest = useLatest(onKey);
  useEffect(() => {
    const listen = (e: KeyboardEvent) => latest.current(e);
    window.addEventListener('keydown', listen);
    return () => window.removeEventListener('keydown', listen);
  }, [latest]);
  const places = Array.from({ length: choices }, (_, c) => ({ key: answerLetter(c, 'en'), c }));
  return (
    <div className="rounded-lg border border-line bg-panel p-4" data-testid="review-card" data-item={item.id}>
      <div className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="font-semibold" data-testid="review-reason">
          {pick(item.reasonText, lang)}
        </span>
        <span className="text-muted">
          {t('review.page', { page: formatNumber(item.pageNo, lang) })}
          {item.row !== null && ` · ${t('review.row', { row: formatNumber(item.row, lang) })}`}
          {item.position !== null && ` · ${t('review.question', { n: formatNumber(item.position, lang) })}`}
        </span>
        {item.studentNumber && (
          <span className="text-muted">
            {t('review.student')} <bdi className="font-mono">{item.studentNumber}</bdi>
          </span>
        )}
      </div>
      <img
        src={item.crop}
        alt={t('review.crop')}
        className={`mb-3 rounded border border-line bg-white ${item.kind === 'page' ? 'max-h-[32rem]' : 'max-h-24'}`}
        data-testid="review-crop"
      />
      {item.kind === 'mark' && item.reading ? (
        <>
          <p className="mb-2 text-sm text-muted">{multi ? t('review.pickMany') : t('review.pickOne')}</p>
          <fieldset className="mb-3 flex flex-wrap gap-2">
            <legend className="sr-only">{t('review.bubbles')}</legend>
            {places.map(({ key, c }) => (
              <button
                key={key}
                type="button"
                aria-pressed={marked.includes(c)}
                onClick={() => toggle(c)}
                data-testid={`review-choice-${c}`}
                className={`flex h-10 min-w-10 flex-col items-center justify-center rounded-full border px-2 text-sm ${
                  marked.includes(c)
                    ? 'border-primary-600 bg-primary-600 text-white'
                    : 'border-line bg-surface'
                }`}
              >
                <span>{answerLetter(c, lang)}</span>
                <span className="text-[10px] opacity-70">
                  {formatNumber(Math.round((item.reading?.darkness[c] ?? 0) * 100), lang)}
                </span>
              </button>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button busy={busy} onClick={() => onDecide({ marked })} data-testid="review-confirm">
              {t('review.confirm')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onDecide({ marked: [] })}
              data-testid="review-none"
            >
              {t('review.none')}
            </Button>
          </div>
          <p className="mt-2 text-xs text-muted">{t('review.keysMark')}</p>
        </>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('review.assignNumber')}
            value={number}
            inputMode="numeric"
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            data-testid="review-number"
          />
          <Button
            busy={busy}
            disabled={!number}
            onClick={() => onDecide({ action: 'assign', studentNumber: number })}
            data-testid="review-assign"
          >
            {t('review.assign')}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => onDecide({ action: 'discard' })}
            data-testid="review-discard"
          >
            {t('review.discard')}
          </Button>
          <p className="w-full text-xs text-muted">{t('review.keysPage')}</p>
        </div>
      )}
    </div>
  );
}

import { TAKING_LIMITS } from '@mizan/domain/electronic-exams/taking';
import { useTranslation } from 'react-i18next';
import type { AnswerProps, BodyOf, ResponseOf } from './types';

/**
 * Fill-in-the-blanks (3.7.): the stem shows each blank as a numbered box; one text field per blank,
 * in stem order. A word bank, when the question has one, is listed and offered as suggestions.
 */
export function BlanksAnswer({
  body,
  response,
  onAnswer,
  name,
  readOnly,
}: AnswerProps<BodyOf<'3.7.'>, ResponseOf<'3.7.'>>) {
  const { t } = useTranslation();
  const blanks = response?.blanks ?? {};
  const bank = body.wordBank && body.wordBank.length > 0 ? `${name}-bank` : undefined;
  return (
    <div className="flex flex-col gap-3">
      {bank && (
        <div>
          <p className="text-sm text-muted">{t('answer.wordBank')}</p>
          <ul className="mt-1 flex flex-wrap gap-2" data-user-content="">
            {body.wordBank?.map((w) => (
              <li key={w} className="rounded-full border border-line bg-surface px-3 py-0.5 text-sm">
                <bdi>{w}</bdi>
              </li>
            ))}
          </ul>
          <datalist id={bank}>
            {body.wordBank?.map((w) => (
              <option key={w} value={w} />
            ))}
          </datalist>
        </div>
      )}
      {body.blanks.map((b, i) => {
        const id = `${name}-b-${b.id}`;
        return (
          <div key={b.id} className="flex flex-wrap items-center gap-3">
            <label htmlFor={id} className="min-w-24 text-sm font-medium">
              {t('answer.blank', { n: i + 1 })}
            </label>
            <input
              id={id}
              type="text"
              dir="auto"
              list={bank}
              readOnly={readOnly}
              maxLength={TAKING_LIMITS.blankMaxChars}
              value={blanks[b.id] ?? ''}
              onChange={(e) =>
                onAnswer({ type: '3.7.', blanks: { ...blanks, [b.id]: e.target.value } }, true)
              }
              className="min-w-0 flex-1 rounded-md border border-line bg-panel px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-primary-500"
              autoComplete="off"
              spellCheck={false}
            />
          </div>
        );
      })}
    </div>
  );
}

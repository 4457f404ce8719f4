import { formatNumber } from '@mizan/domain/i18n';
import type { QuestionBody, QuestionContent } from '@mizan/domain/questions';
import type { MarkingItem, Response, WrittenAnswer, WrittenPart } from '@mizan/domain/scoring';
import { Button } from '@mizan/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { RichText } from '../../question-kit/RichText';

const partKey = (p: WrittenPart) => `${p.sub ?? ''}|${p.kind}|${p.id}`;

/** The rubric item's own words, from the question (or its case-study part) the marker is marking. */
function rubricText(content: QuestionContent, p: WrittenPart): string | null {
  const body: QuestionBody | undefined =
    p.sub === null
      ? content.body
      : content.body.type === '3.5.'
        ? content.body.subQuestions.find((s) => s.id === p.sub)?.body
        : undefined;
  return body?.type === '3.1.' ? (body.rubrics.find((r) => r.id === p.id)?.text ?? null) : null;
}

const entered = (w: WrittenAnswer, p: WrittenPart) => {
  const at = p.sub ? w.parts?.[p.sub] : w;
  const v = p.kind === 'rubric' ? at?.rubricMarks?.[p.id] : at?.blanks?.[p.id];
  return v === undefined ? '' : String(v);
};

function toWritten(parts: WrittenPart[], values: Record<string, string>): WrittenAnswer {
  const out: WrittenAnswer = {};
  const subs: Record<string, WrittenAnswer> = {};
  for (const p of parts) {
    const v = values[partKey(p)];
    if (v === undefined || v === '') continue;
    let target = out;
    if (p.sub) {
      subs[p.sub] = subs[p.sub] ?? {};
      target = subs[p.sub];
    }
    if (p.kind === 'rubric') target.rubricMarks = { ...target.rubricMarks, [p.id]: Number(v) };
    else target.blanks = { ...target.blanks, [p.id]: v };
  }
  return Object.keys(subs).length ? { ...out, parts: subs } : out;
}

/** What an electronic student wrote: an essay's text, or a case study's essays in order. */
function AnswerText({ answer }: { answer: Response | null }) {
  const texts: string[] = [];
  const walk = (r: Response | undefined) => {
    if (!r) return;
    // The electronic exam keeps an essay's own words beside its rubric marks (API.md 'Marking').
    const text: unknown = r.type === '3.1.' ? (r as { text?: unknown }).text : undefined;
    if (typeof text === 'string') texts.push(text);
    if (r.type === '3.5.') for (const sub of Object.values(r.parts)) walk(sub);
  };
  walk(answer ?? undefined);
  return (
    <div
      dir="auto"
      className="whitespace-pre-wrap rounded-md border border-line bg-surface p-3 text-sm"
      data-testid="marking-answer"
      data-user-content=""
    >
      {texts.join('\n\n')}
    </div>
  );
}

/**
 * One anonymous answer's marks: each rubric item from 0 to its most (and, on paper, each blank's
 * words as written). Enter saves and goes on to the next answer. The marks typed are kept until
 * another answer or marker is shown: a refetch of the queue behind it (a job's or a live event, a
 * focus) hands a new `item` of the same answer and must not wipe them.
 */
export function MarkingForm(props: Props) {
  return <MarkingEntry key={`${props.item.ref}:${props.marker}`} {...props} />;
}

interface Props {
  item: MarkingItem;
  content: QuestionContent;
  marker: 1 | 2;
  busy: boolean;
  onSave: (w: WrittenAnswer) => void;
}

function MarkingEntry({ item, content, marker, busy, onSave }: Props) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const first = useRef<HTMLInputElement>(null);
  const source = marker === 2 ? (item.second?.written ?? {}) : item.written;
  // Set once per answer and marker (MarkingForm keys this by them).
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(item.parts.map((p) => [partKey(p), entered(source, p)])),
  );
  useEffect(() => first.current?.focus(), []);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSave(toWritten(item.parts, values));
  };
  const n = (x: number) => formatNumber(x, lang);
  return (
    <form
      onSubmit={submit}
      className="rounded-lg border border-line bg-panel p-4"
      data-testid="marking-form"
      data-ref={item.ref}
    >
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h3 className="text-lg font-semibold" data-testid="marking-ordinal">
          {t('marking.answer', { n: n(item.ordinal) })}
        </h3>
        <span className="text-sm text-muted" data-testid="marking-marks">
          {item.marks === null
            ? t('marking.unmarked')
            : t('marking.marks', { marks: n(item.marks), max: n(item.max) })}
        </span>
        {item.second && (
          <span className="text-sm text-muted" data-testid="marking-second">
            {t('marking.second', { marks: item.second.marks === null ? '—' : n(item.second.marks) })}
          </span>
        )}
        {item.difference !== null && (
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${item.difference === 0 ? 'bg-success-600/15 text-success-600' : 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100'}`}
            data-testid="marking-difference"
          >
            {t('marking.difference', { d: n(Math.abs(item.difference)) })}
          </span>
        )}
      </div>
      {item.answer ? (
        <AnswerText answer={item.answer} />
      ) : (
        <p
          className="rounded-md border border-dashed border-line p-3 text-sm text-muted"
          data-testid="marking-on-paper"
        >
          {t('marking.onPaper', { n: n(item.ordinal) })}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-3">
        {item.parts.map((p, i) => {
          const text = p.kind === 'rubric' ? rubricText(content, p) : null;
          const id = `mark-${item.ref}-${i}`;
          return (
            <div key={partKey(p)} className="grid items-start gap-2 sm:grid-cols-[1fr_10rem]">
              <label htmlFor={id} className="text-sm">
                {p.sub && <span className="me-1 text-muted">{t('marking.part')}</span>}
                {p.kind === 'rubric' ? (
                  text ? (
                    <RichText html={text} className="inline" />
                  ) : (
                    t('marking.whole')
                  )
                ) : (
                  t('marking.blank', { n: n(i + 1) })
                )}
                {p.kind === 'rubric' && p.max !== null && (
                  <span className="ms-2 text-muted">{t('marking.outOf', { max: n(p.max) })}</span>
                )}
              </label>
              <input
                id={id}
                ref={i === 0 ? first : undefined}
                type={p.kind === 'rubric' ? 'number' : 'text'}
                min={0}
                max={p.max ?? undefined}
                step={0.01}
                value={values[partKey(p)] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [partKey(p)]: e.target.value }))}
                className="rounded-md border border-line bg-surface px-2 py-1 text-sm"
                data-testid={`marking-input-${i}`}
              />
            </div>
          );
        })}
      </div>
      <div className="mt-4 flex items-center gap-3">
        <Button type="submit" busy={busy} data-testid="marking-save">
          {marker === 2 ? t('marking.saveSecond') : t('marking.save')}
        </Button>
        <span className="text-xs text-muted">{t('marking.keys')}</span>
      </div>
    </form>
  );
}

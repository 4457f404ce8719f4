import { formatNumber } from '@mizan/domain/i18n';
import { type ImportPreviewResponse, PREVIEW_PAGE as PAGE } from '@mizan/domain/question-import';
import type { QuestionContent } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Button, Checkbox } from '@mizan/ui';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import type { Assignment } from './Assignment';
import type { CommitFailure } from './commit-failure';
import { previewQuestions } from './import.api';
import { PreviewItem } from './PreviewItem';
import '../i18n/texts/question-import';

type Show = 'all' | 'valid' | 'invalid';

interface Props {
  courseId: number;
  preview: ImportPreviewResponse;
  subjects: SubjectItem[];
  selected: Set<number>;
  onSelected: (next: Set<number>) => void;
  shared: Assignment;
  own: Map<number, Assignment>;
  onOwn: (index: number, value: Assignment | null) => void;
  failure: CommitFailure | null;
  busy: boolean;
}

/** The file's questions, valid ones ticked to import, shown all, valid or invalid, a page at a time. */
export function PreviewList({
  courseId,
  preview,
  subjects,
  selected,
  onSelected,
  shared,
  own,
  onOwn,
  failure,
  busy,
}: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const [show, setShow] = useState<Show>('all');
  const [shown, setShown] = useState(PAGE);
  const validIndexes = useMemo(() => preview.questions.filter((q) => q.valid).map((q) => q.index), [preview]);
  const listed = useMemo(
    () => preview.questions.filter((q) => show === 'all' || (show === 'valid') === q.valid),
    [preview, show],
  );
  const count = selected.size;
  const whole = useWholeQuestions(courseId, preview.importId, listed.slice(0, shown));

  const toggle = (index: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(index);
    else next.delete(index);
    onSelected(next);
  };

  return (
    <section className="flex flex-col gap-3" aria-label={t('preview.listLabel')}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Checkbox
          checked={validIndexes.length > 0 && count === validIndexes.length}
          indeterminate={count > 0 && count < validIndexes.length}
          onChange={(on) => onSelected(on ? new Set(validIndexes) : new Set())}
          disabled={busy || validIndexes.length === 0}
          label={t('preview.selectAll', { count: formatNumber(validIndexes.length, lang) })}
          data-testid="import-select-all"
        />
        <fieldset className="flex gap-1">
          <legend className="sr-only">{t('preview.show')}</legend>
          {(['all', 'valid', 'invalid'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={show === s}
              onClick={() => {
                setShow(s);
                setShown(PAGE);
              }}
              className="rounded-md border border-line px-3 py-1 text-sm aria-pressed:border-primary-600 aria-pressed:bg-primary-50 dark:aria-pressed:bg-primary-950"
              data-testid={`import-show-${s}`}
            >
              {t(`preview.show_${s}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className="flex flex-col gap-3" data-testid="import-items">
        {listed.slice(0, shown).map((q) => (
          <PreviewItem
            key={q.index}
            item={q.question ? q : { ...q, question: whole.get(q.index) ?? null }}
            subjects={subjects}
            selected={selected.has(q.index)}
            onSelect={(on) => toggle(q.index, on)}
            own={own.get(q.index) ?? null}
            start={q.suggestedSubjectId ? { subjectId: q.suggestedSubjectId, ilos: [] } : shared}
            onOwn={(v) => onOwn(q.index, v)}
            errors={failure?.byIndex.get(q.index) ?? {}}
            disabled={busy}
          />
        ))}
      </ul>
      {listed.length > shown && (
        <Button variant="secondary" onClick={() => setShown((n) => n + PAGE)} data-testid="import-more">
          {t('preview.more', { count: formatNumber(Math.min(PAGE, listed.length - shown), lang) })}
        </Button>
      )}
    </section>
  );
}

/**
 * The shown questions the preview did not carry whole (past its first page), asked for a page at a
 * time as the list grows; until they arrive an item shows its plain text.
 */
function useWholeQuestions(courseId: number, importId: string, shown: ImportPreviewResponse['questions']) {
  const pages: number[][] = [];
  for (let i = 0; i < shown.length; i += PAGE) {
    const missing = shown
      .slice(i, i + PAGE)
      .filter((q) => !q.question && q.index >= PAGE)
      .map((q) => q.index);
    if (missing.length) pages.push(missing);
  }
  const results = useQueries({
    queries: pages.map((indexes) => ({
      queryKey: ['question-import', importId, 'questions', indexes.join(',')],
      queryFn: () => previewQuestions(importId, courseId, indexes),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const whole = new Map<number, QuestionContent | null>();
  for (const r of results) for (const q of r.data?.questions ?? []) whole.set(q.index, q.question);
  return whole;
}

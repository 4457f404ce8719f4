import { NEED_TO_FIX, QUESTION_STATUSES } from '@mizan/domain/codes';
import { formatNumber, type Lang, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { QuestionListItem } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { SelectField } from '@mizan/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { FilterBar } from '../../course-scope/list/FilterBar';
import type { Filter } from '../../course-scope/list/list-query';
import { codeOptions } from '../../course-scope/list/question-columns';
import { questionFilterFields } from '../../course-scope/list/question-filters';
import type { useListFilters } from '../../course-scope/list/useListFilters';
import { flattenIlos, type IloItem } from '../../question-kit/ilos';
import '../../i18n/texts/questions';

export const ADVANCED: Filter[] = ['subjectId', 'iloId', 'language', 'creatorId', 'needToFix'];

const percent = (fraction: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { style: 'percent' }).format(fraction);

interface Props {
  filters: ReturnType<typeof useListFilters<Filter>>;
  advancedOpen: boolean;
  subjects: SubjectItem[];
  courseIlos: IloItem[];
  /** Creators seen in this course's lists so far: the creator filter offers them. */
  creators: Map<number, QuestionListItem['creator']>;
}

/** SPEC 2 question list filters: text, type and status; subject, ILO, language, creator and 'need to fix' behind more. */
export function QuestionFilters({ filters, advancedOpen, subjects, courseIlos, creators }: Props) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const { draft, set, setDraft, search, reset } = filters;

  const subjectIlos = useMemo(() => {
    const s = subjects.find((x) => String(x.subjectId) === draft.subjectId);
    return s ? flattenIlos(s.ilos) : courseIlos;
  }, [subjects, courseIlos, draft.subjectId]);

  const any = { value: '', label: t('filters.any') };
  const fields = questionFilterFields({
    t,
    lang,
    testId: 'question',
    filters,
    subjects,
    // Another subject's ILOs: the chosen ILO no longer applies.
    onSubject: (v) => setDraft((d) => ({ ...d, subjectId: v, iloId: '' })),
  });
  const creatorOptions = [
    any,
    ...[...creators.values()]
      .map((c) => ({ value: String(c.userId), label: pick(c.name, lang) }))
      .sort((a, b) => a.label.localeCompare(b.label, lang)),
  ];
  // A creator chosen through the URL but not seen in this session's lists still shows as chosen.
  if (draft.creatorId && !creators.has(Number(draft.creatorId)))
    creatorOptions.push({ value: draft.creatorId, label: `#${formatNumber(Number(draft.creatorId), lang)}` });

  const advanced = (
    <div className="mt-3 grid gap-3 md:grid-cols-2 lg:grid-cols-5">
      {fields.subject}
      <SelectField
        label={t('filters.ilo')}
        value={draft.iloId}
        onChange={set('iloId')}
        options={[
          any,
          ...subjectIlos.map((i) => ({
            value: String(i.id),
            label: `${'\u00a0\u00a0'.repeat(i.depth)}${i.code} ${pick(i.description, lang)}`,
          })),
        ]}
        data-testid="question-filter-ilo"
      />
      {fields.language}
      <SelectField
        label={t('filters.creator')}
        value={draft.creatorId}
        onChange={set('creatorId')}
        options={creatorOptions}
        data-testid="question-filter-creator"
      />
      <SelectField
        label={t('filters.needToFix')}
        value={draft.needToFix}
        onChange={set('needToFix')}
        options={codeOptions(NEED_TO_FIX, lang, any)}
        hint={t('filters.needToFixHint', {
          difficulty: formatNumber(LIMITS.difficultyRange, lang),
          time: percent(LIMITS.timeRange, lang),
        })}
        data-testid="question-filter-fix"
      />
    </div>
  );

  return (
    <FilterBar
      testId="question"
      ns="questions"
      onSearch={search}
      onReset={reset}
      grid="grid gap-3 md:grid-cols-[2fr_1fr_1fr] lg:grid-cols-[2fr_1fr_1fr_auto]"
      buttonsClass="flex flex-wrap gap-2 md:col-span-3 lg:col-span-1 lg:self-end"
      advanced={advanced}
      advancedOpen={advancedOpen}
    >
      {fields.text}
      {fields.type}
      <SelectField
        label={t('filters.status')}
        value={draft.status}
        onChange={set('status')}
        options={codeOptions(QUESTION_STATUSES, lang, any)}
        data-testid="question-filter-status"
      />
    </FilterBar>
  );
}

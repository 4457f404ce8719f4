import { LANGUAGES, QUESTION_TYPES } from '@mizan/domain/codes';
import type { Lang } from '@mizan/domain/i18n';
import type { SubjectItem } from '@mizan/domain/subjects';
import { SelectField, TextField } from '@mizan/ui';
import type { TFunction } from 'i18next';
import { codeOptions } from './question-columns';
import '../../i18n/texts/questions';

type Field = 'text' | 'questionType' | 'subjectId' | 'language';

interface Options {
  t: TFunction;
  lang: Lang;
  /** `${testId}-filter-text|type|subject|language`. */
  testId: string;
  /** The list's filter form (useListFilters): it holds these four among its own. */
  filters: {
    draft: Record<Field, string>;
    set: (key: Field) => (value: string) => void;
    errors: Partial<Record<'text', string>>;
  };
  subjects: SubjectItem[];
  /** A subject chosen (default: just set it); the bank's list also clears the ILO it no longer has. */
  onSubject?: (subjectId: string) => void;
}

/**
 * The question filters the question lists share (the bank's and the review list), by key; each list
 * lays them out with its own (status, ILO, creator).
 */
export function questionFilterFields({ t, lang, testId, filters, subjects, onSubject }: Options) {
  const { draft, set, errors } = filters;
  const any = { value: '', label: t('questions:filters.any') };
  return {
    text: (
      <TextField
        label={t('questions:filters.text')}
        value={draft.text}
        onChange={(e) => set('text')(e.target.value)}
        error={errors.text}
        data-testid={`${testId}-filter-text`}
        enterKeyHint="search"
      />
    ),
    type: (
      <SelectField
        label={t('questions:filters.type')}
        value={draft.questionType}
        onChange={set('questionType')}
        options={codeOptions(QUESTION_TYPES, lang, any)}
        data-testid={`${testId}-filter-type`}
      />
    ),
    subject: (
      <SelectField
        label={t('questions:filters.subject')}
        value={draft.subjectId}
        onChange={onSubject ?? set('subjectId')}
        options={[any, ...subjects.map((s) => ({ value: String(s.subjectId), label: s.subjectName }))]}
        data-testid={`${testId}-filter-subject`}
      />
    ),
    language: (
      <SelectField
        label={t('questions:filters.language')}
        value={draft.language}
        onChange={set('language')}
        options={codeOptions(LANGUAGES, lang, any)}
        data-testid={`${testId}-filter-language`}
      />
    ),
  };
}

import { LANGUAGES, QUESTION_TYPES, REPORT_COURSE_STATUSES, REPORT_DISTRIBUTIONS } from '@mizan/domain/codes';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button, SelectField, TextField } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';

export const STATUS_FILTERS = [
  'courseStatus',
  'distribution',
  'questionType',
  'language',
  'from',
  'to',
] as const;
export type StatusFilterKey = (typeof STATUS_FILTERS)[number];

interface Props {
  values: Partial<Record<StatusFilterKey, string>>;
  onChange: (key: StatusFilterKey, value: string) => void;
  onClear: () => void;
  /** The date range's own problem (reversed, too wide), or the API's 422 texts per field. */
  errors: Partial<Record<string, Bilingual>>;
}

const options = (table: Record<string, Bilingual>, lang: 'ar' | 'en') =>
  Object.entries(table).map(([value, label]) => ({ value, label: pick(label, lang) }));

/** SPEC 3 status report options, question type, language and creation dates; kept in the URL. */
export function StatusFilters({ values, onChange, onClear, errors }: Props) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const any = [{ value: '', label: t('filters.any') }];
  const error = (k: string) => (errors[k] ? pick(errors[k], lang) : undefined);
  return (
    <fieldset className="mb-4 grid gap-3 rounded-lg border border-line bg-panel p-4 sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7">
      <legend className="sr-only">{t('filters.label')}</legend>
      <SelectField
        label={t('filters.courseStatus')}
        options={options(REPORT_COURSE_STATUSES, lang)}
        value={values.courseStatus ?? '1'}
        onChange={(v) => onChange('courseStatus', v)}
        data-testid="filter-courseStatus"
      />
      <SelectField
        label={t('filters.distribution')}
        options={options(REPORT_DISTRIBUTIONS, lang)}
        value={values.distribution ?? '1'}
        onChange={(v) => onChange('distribution', v)}
        data-testid="filter-distribution"
      />
      <SelectField
        label={t('filters.questionType')}
        options={[...any, ...options(QUESTION_TYPES, lang)]}
        value={values.questionType ?? ''}
        onChange={(v) => onChange('questionType', v)}
        error={error('questionType')}
        data-testid="filter-questionType"
      />
      <SelectField
        label={t('filters.language')}
        options={[...any, ...options(LANGUAGES, lang)]}
        value={values.language ?? ''}
        onChange={(v) => onChange('language', v)}
        error={error('language')}
        data-testid="filter-language"
      />
      <TextField
        type="date"
        label={t('filters.from')}
        value={values.from ?? ''}
        onChange={(e) => onChange('from', e.target.value)}
        error={error('from')}
        data-testid="filter-from"
      />
      <TextField
        type="date"
        label={t('filters.to')}
        value={values.to ?? ''}
        onChange={(e) => onChange('to', e.target.value)}
        error={error('to')}
        data-testid="filter-to"
      />
      <div className="flex items-end">
        <Button variant="ghost" onClick={onClear} data-testid="filter-clear">
          {t('filters.clear')}
        </Button>
      </div>
    </fieldset>
  );
}

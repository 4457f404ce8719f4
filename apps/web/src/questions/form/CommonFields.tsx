import { LANGUAGES, type LanguageCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { QuestionContent } from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Checkbox, SelectField, Spinner, TextField } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { subjectIlosQuery } from './form.api';
import { type Errors, errorAt, FieldError, NumberField } from './FormKit';
import { MeasureFields } from './MeasureFields';
import { subjectIlos } from './subject-ilos';
import '../../i18n/texts/question-form';

type Common = Pick<
  QuestionContent,
  'subjectId' | 'ilos' | 'language' | 'difficulty' | 'expectedTime' | 'degree' | 'exposureLimit' | 'modelCode'
>;

interface Props {
  courseId: number;
  value: Common;
  onChange: (patch: Partial<Common>) => void;
  subjects: SubjectItem[];
  errors: Errors;
  disabled?: boolean;
}

/** The fields every type shares: subject, its ILOs with weights, language and the numbers. */
export function CommonFields({ courseId, value, onChange, subjects, errors, disabled }: Props) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const subjectIlosRead = useQuery({
    ...subjectIlosQuery(courseId, value.subjectId ?? 0),
    enabled: !!value.subjectId,
    select: (r) => subjectIlos(r.courseIlos),
  });
  const ilos = subjectIlosRead.data ?? null;
  const ilosFailure = subjectIlosRead.error;

  const subjectOptions = [
    { value: '', label: t('fields.subjectPick') },
    ...subjects.map((s) => ({ value: String(s.subjectId), label: s.subjectName })),
  ];
  const twoDigits = (n: number) =>
    formatNumber(n, lang).padStart(LIMITS.modelCodeDigits, formatNumber(0, lang));
  const weightOf = new Map(value.ilos.map((l) => [l.iloId, l.weight]));

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField
          label={t('fields.subject')}
          value={value.subjectId ? String(value.subjectId) : ''}
          onChange={(v) => onChange({ subjectId: v ? Number(v) : null, ilos: [] })}
          options={subjectOptions}
          error={errorAt(errors, 'subjectId')}
          hint={subjects.length === 0 ? t('fields.noSubjects') : undefined}
          disabled={disabled}
          data-testid="qf-subject"
        />
        <SelectField
          label={t('fields.language')}
          value={value.language}
          onChange={(v) => onChange({ language: v as LanguageCode })}
          options={(Object.keys(LANGUAGES) as LanguageCode[]).map((code) => ({
            value: code,
            label: LANGUAGES[code][lang],
          }))}
          error={errorAt(errors, 'language')}
          disabled={disabled}
          data-testid="qf-language"
        />
      </div>
      <fieldset className="flex flex-col gap-2" data-testid="qf-ilos">
        <legend className="mb-1 text-sm font-medium">{t('fields.ilos')}</legend>
        <p className="text-xs text-muted">{t('fields.ilosHint')}</p>
        {!value.subjectId ? (
          <p className="text-sm italic text-muted">{t('fields.ilosPickSubject')}</p>
        ) : ilosFailure != null ? (
          <p className="text-sm text-danger-600 dark:text-danger-500">{errorText(ilosFailure, lang)}</p>
        ) : !ilos ? (
          <Spinner label={t('common:loading')} />
        ) : ilos.length === 0 ? (
          <p className="text-sm italic text-muted">{t('fields.noIlos')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
            {ilos.map((ilo) => {
              const index = value.ilos.findIndex((l) => l.iloId === ilo.id);
              const ticked = index >= 0;
              return (
                <li
                  key={ilo.id}
                  className="flex flex-wrap items-center gap-3 px-3 py-2"
                  style={{ paddingInlineStart: `${0.75 + ilo.depth * 1.5}rem` }}
                >
                  <Checkbox
                    checked={ticked}
                    disabled={disabled}
                    onChange={(on) =>
                      onChange({
                        ilos: on
                          ? [...value.ilos, { iloId: ilo.id, weight: 1 }]
                          : value.ilos.filter((l) => l.iloId !== ilo.id),
                      })
                    }
                    label={
                      <>
                        <span className="font-mono text-xs text-muted">{ilo.code}</span>{' '}
                        {pick(ilo.description, lang)}
                      </>
                    }
                    className="min-w-0 flex-1"
                    data-testid={`qf-ilo-${ilo.id}`}
                  />
                  {ticked && (
                    <NumberField
                      label={t('fields.iloWeight', { code: ilo.code })}
                      value={weightOf.get(ilo.id) ?? null}
                      onValue={(w) =>
                        onChange({
                          ilos: value.ilos.map((l) => (l.iloId === ilo.id ? { ...l, weight: w ?? 0 } : l)),
                        })
                      }
                      min={0}
                      step={0.01}
                      disabled={disabled}
                      error={errorAt(errors, `ilos.${index}.weight`, `ilos.${index}`)}
                      data-testid={`qf-ilo-weight-${ilo.id}`}
                      className="w-40"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <FieldError error={errorAt(errors, 'ilos')} testId="qf-ilos-error" />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <MeasureFields
          value={value}
          onChange={onChange}
          errorOf={(field) => errorAt(errors, field)}
          testId="qf"
          disabled={disabled}
        />
        <NumberField
          label={t('fields.exposureLimit')}
          hint={t('fields.exposureLimitHint')}
          value={value.exposureLimit}
          onValue={(exposureLimit) => onChange({ exposureLimit })}
          min={1}
          step={1}
          disabled={disabled}
          error={errorAt(errors, 'exposureLimit')}
          data-testid="qf-exposure"
        />
        <TextField
          label={t('fields.modelCode')}
          hint={t('fields.modelCodeHint', {
            min: twoDigits(LIMITS.modelCodeMin),
            max: twoDigits(LIMITS.modelCodeMax),
          })}
          value={value.modelCode ?? ''}
          onChange={(e) =>
            onChange({ modelCode: e.target.value.trim() === '' ? null : e.target.value.trim() })
          }
          inputMode="numeric"
          maxLength={LIMITS.modelCodeDigits}
          dir="ltr"
          disabled={disabled}
          error={errorAt(errors, 'modelCode')}
          data-testid="qf-model-code"
        />
      </div>
    </div>
  );
}

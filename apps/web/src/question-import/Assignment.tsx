import { pick } from '@mizan/domain/i18n';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Checkbox, SelectField } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { NumberField } from '../questions/form/FormKit';
import { flattenIlos } from '../question-kit/ilos';
import '../i18n/texts/question-import';

/** The subject and weighted ILOs the chosen questions are filed under (all of them, or one). */
export interface Assignment {
  subjectId: number | null;
  ilos: { iloId: number; weight: number }[];
}

export const NO_ASSIGNMENT: Assignment = { subjectId: null, ilos: [] };

interface Props {
  /** The course's active subjects. */
  subjects: SubjectItem[];
  value: Assignment;
  onChange: (value: Assignment) => void;
  /** Server messages of this assignment, keyed 'subjectId', 'ilos', 'ilos.0.weight'... */
  errors: Record<string, string>;
  testId: string;
  disabled?: boolean;
}

/** A subject of the course, then the subject's own ILOs, each ticked with a weight (1 unless changed). */
export function AssignmentFields({ subjects, value, onChange, errors, testId, disabled }: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const subject = subjects.find((s) => s.subjectId === value.subjectId);
  const ilos = subject ? flattenIlos(subject.ilos) : [];
  const weightOf = new Map(value.ilos.map((l) => [l.iloId, l.weight]));
  const iloErrors = Object.entries(errors).filter(([k]) => k.startsWith('ilos'));

  return (
    <div className="grid gap-3 md:grid-cols-[minmax(12rem,1fr)_2fr]" data-testid={testId}>
      <SelectField
        label={t('assign.subject')}
        value={value.subjectId === null ? '' : String(value.subjectId)}
        onChange={(v) => onChange({ subjectId: v ? Number(v) : null, ilos: [] })}
        options={[
          { value: '', label: t('assign.noSubject') },
          ...subjects.map((s) => ({ value: String(s.subjectId), label: s.subjectName })),
        ]}
        error={errors.subjectId}
        disabled={disabled}
        data-testid={`${testId}-subject`}
      />
      <fieldset className="flex min-w-0 flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{t('assign.ilos')}</legend>
        {!subject ? (
          <p className="text-sm italic text-muted">{t('assign.pickSubject')}</p>
        ) : ilos.length === 0 ? (
          <p className="text-sm italic text-muted">{t('assign.noIlos')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line rounded-md border border-line">
            {ilos.map((ilo) => {
              const ticked = weightOf.has(ilo.id);
              return (
                <li
                  key={ilo.id}
                  className="flex flex-wrap items-center gap-3 px-3 py-1.5"
                  style={{ paddingInlineStart: `${0.75 + ilo.depth * 1.5}rem` }}
                >
                  <Checkbox
                    checked={ticked}
                    disabled={disabled}
                    onChange={(on) =>
                      onChange({
                        ...value,
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
                    data-testid={`${testId}-ilo-${ilo.id}`}
                  />
                  {ticked && (
                    <NumberField
                      label={t('assign.weight', { code: ilo.code })}
                      value={weightOf.get(ilo.id) ?? null}
                      onValue={(w) =>
                        onChange({
                          ...value,
                          ilos: value.ilos.map((l) => (l.iloId === ilo.id ? { ...l, weight: w ?? 0 } : l)),
                        })
                      }
                      min={0}
                      max={1}
                      step={0.01}
                      disabled={disabled}
                      data-testid={`${testId}-weight-${ilo.id}`}
                      className="w-32"
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {iloErrors.map(([k, text]) => (
          <p key={k} className="text-sm text-danger-600 dark:text-danger-500" role="alert">
            {text}
          </p>
        ))}
      </fieldset>
    </div>
  );
}

import type { QuestionContent } from '@mizan/domain/questions';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { NumberField } from './FormKit';
import '../../i18n/texts/question-form';

export type Measures = Pick<QuestionContent, 'difficulty' | 'expectedTime' | 'degree'>;

interface Props {
  value: Measures;
  onChange: (patch: Partial<Measures>) => void;
  /** The message of a field ('difficulty', 'expectedTime', 'degree'), if any. */
  errorOf: (field: keyof Measures) => string | undefined;
  /** Test ids are `${testId}-difficulty`, `-time` and `-degree`. */
  testId: string;
  disabled?: boolean;
}

/** Difficulty, expected time and degree: in the question form, and as the import's values for all. */
export function MeasureFields({ value, onChange, errorOf, testId, disabled }: Props) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  return (
    <>
      <NumberField
        label={t('fields.difficulty')}
        hint={t('fields.difficultyHint', { min: formatNumber(0, lang), max: formatNumber(1, lang) })}
        value={value.difficulty}
        onValue={(difficulty) => onChange({ difficulty })}
        min={0}
        max={1}
        step={0.01}
        disabled={disabled}
        error={errorOf('difficulty')}
        data-testid={`${testId}-difficulty`}
      />
      <NumberField
        label={t('fields.expectedTime')}
        value={value.expectedTime}
        onValue={(expectedTime) => onChange({ expectedTime })}
        min={0}
        step={0.5}
        disabled={disabled}
        error={errorOf('expectedTime')}
        data-testid={`${testId}-time`}
      />
      <NumberField
        label={t('fields.degree')}
        value={value.degree}
        onValue={(degree) => onChange({ degree })}
        min={0}
        step={0.25}
        disabled={disabled}
        error={errorOf('degree')}
        data-testid={`${testId}-degree`}
      />
    </>
  );
}

import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { collabField, type QuestionBody, type SubQuestion } from '@mizan/domain/questions';
import { Button, SelectField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { type BodyProps, BodyEditor } from './bodies';
import { emptySubQuestion, type SubType } from './draft';
import { errorAt, FieldError, NumberField, RowButton } from './FormKit';
import { StemField } from './StemField';
import '../../i18n/texts/question-form';

const SUB_TYPES: SubType[] = ['3.1.', '3.2.', '3.3.', '3.4.', '3.6.', '3.7.'];

/** A case study: its stem is the question's; each sub-question has its own stem, degree and body. */
export function CaseStudyBody({
  body,
  onChange,
  path,
  errors,
  qLang,
  testId,
}: BodyProps<Extract<QuestionBody, { type: '3.5.' }>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const [newType, setNewType] = useState<SubType>('3.2.');
  const n = (i: number) => formatNumber(i + 1, lang);
  const setSub = (i: number, sub: SubQuestion) =>
    onChange({ ...body, subQuestions: body.subQuestions.map((s, k) => (k === i ? sub : s)) });

  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <FieldError error={errorAt(errors, `${path}.subQuestions`)} testId={`${testId}-subs-error`} />
      {body.subQuestions.length === 0 && <p className="text-sm italic text-muted">{t('case.none')}</p>}
      {body.subQuestions.map((s, i) => {
        const subPath = `${path}.subQuestions.${i}`;
        const subTest = `${testId}-sub-${i}`;
        return (
          <section
            key={s.id}
            className="flex flex-col gap-4 rounded-lg border border-primary-200 bg-surface p-4 dark:border-primary-800"
            data-testid={subTest}
          >
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold">
                {t('case.sub', { n: n(i), type: labelOf(QUESTION_TYPES, s.body.type, lang) })}
              </h3>
              <RowButton
                label={t('case.removeSub', { n: n(i) })}
                onClick={() =>
                  onChange({ ...body, subQuestions: body.subQuestions.filter((_, k) => k !== i) })
                }
                danger
                testId={`${subTest}-remove`}
              >
                ✕
              </RowButton>
            </div>
            <StemField
              field={collabField('sub', s.id, 'stem')}
              label={t('case.subStem', { n: n(i) })}
              stem={s.stem}
              body={s.body}
              onChange={(stem, subBody) => setSub(i, { ...s, stem, body: subBody })}
              error={errorAt(errors, `${subPath}.stem`)}
              testId={`${subTest}-stem`}
            />
            <NumberField
              label={t('case.subDegree', { n: n(i) })}
              value={s.degree}
              onValue={(degree) => setSub(i, { ...s, degree: degree ?? 0 })}
              min={0}
              step={0.25}
              error={errorAt(errors, `${subPath}.degree`)}
              data-testid={`${subTest}-degree`}
              className="w-44"
            />
            <BodyEditor
              body={s.body}
              onChange={(subBody) => setSub(i, { ...s, body: subBody })}
              path={`${subPath}.body`}
              prefix={['sub', s.id]}
              errors={errors}
              qLang={qLang}
              testId={`${subTest}-body`}
            />
          </section>
        );
      })}
      <div className="flex flex-wrap items-end gap-2">
        <SelectField
          label={t('case.addSubType')}
          value={newType}
          onChange={(v) => setNewType(v as SubType)}
          options={SUB_TYPES.map((code) => ({ value: code, label: labelOf(QUESTION_TYPES, code, lang) }))}
          data-testid={`${testId}-new-type`}
        />
        <Button
          variant="secondary"
          onClick={() =>
            onChange({ ...body, subQuestions: [...body.subQuestions, emptySubQuestion(newType)] })
          }
          data-testid={`${testId}-add-sub`}
        >
          + {t('case.addSub')}
        </Button>
      </div>
    </div>
  );
}

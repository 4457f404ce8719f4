import { answerLetter } from '@mizan/domain/codes';
import type { Lang } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { collabField, QUESTION_LIMITS, type QuestionBody } from '@mizan/domain/questions';
import { Button, Checkbox, TextField } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { move, newId, type SubBody, weightSum } from './draft';
import { type Errors, errorAt, FieldError, NumberField, RichField, RowButton } from './FormKit';

/** What every per-type body editor gets; a case study passes its sub-question's path and prefix. */
export interface BodyProps<B extends QuestionBody> {
  body: B;
  onChange: (body: B) => void;
  /** Error path of the body inside the question: 'body' or 'body.subQuestions.0.body'. */
  path: string;
  /** Collab field prefix: [] for the question, ['sub', id] inside a case study. */
  prefix: string[];
  errors: Errors;
  /** The question's language: letters and answer direction follow it. */
  qLang: Lang;
  testId: string;
}

type Of<T extends QuestionBody['type']> = Extract<QuestionBody, { type: T }>;

const OPTIONS_MIN = QUESTION_LIMITS.optionsMin;
const OPTIONS_MAX = QUESTION_LIMITS.optionsMax;

export function BodyEditor(props: BodyProps<SubBody>) {
  const { body } = props;
  switch (body.type) {
    case '3.1.':
      return <EssayBody {...(props as BodyProps<Of<'3.1.'>>)} />;
    case '3.2.':
    case '3.3.':
      return <ChoiceBody {...(props as BodyProps<Of<'3.2.'> | Of<'3.3.'>>)} />;
    case '3.4.':
      return <TrueFalseBody {...(props as BodyProps<Of<'3.4.'>>)} />;
    case '3.6.':
      return <MatchingBody {...(props as BodyProps<Of<'3.6.'>>)} />;
    case '3.7.':
      return <BlanksBody {...(props as BodyProps<Of<'3.7.'>>)} />;
  }
}

function EssayBody({ body, onChange, path, prefix, errors, testId }: BodyProps<Of<'3.1.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const sum = weightSum(body.rubrics.map((r) => r.weight));
  const over = sum > LIMITS.rubricWeightSumMax;
  const setRubric = (i: number, patch: Partial<Of<'3.1.'>['rubrics'][number]>) =>
    onChange({ ...body, rubrics: body.rubrics.map((r, k) => (k === i ? { ...r, ...patch } : r)) });
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('essay.rubrics')}</legend>
        {body.rubrics.map((r, i) => (
          <div key={r.id} className="flex flex-col gap-2 rounded-md border border-line p-3 md:flex-row">
            <div className="min-w-0 flex-1">
              <RichField
                field={collabField(...prefix, 'rubric', r.id)}
                label={t('essay.rubric', { n: formatNumber(i + 1, lang) })}
                value={r.text}
                onChange={(text) => setRubric(i, { text })}
                error={errorAt(errors, `${path}.rubrics.${i}.text`)}
                testId={`${testId}-rubric-${i}`}
                compact
              />
            </div>
            <div className="flex items-start gap-2 md:w-44">
              <NumberField
                label={t('essay.rubricWeight')}
                value={r.weight}
                onValue={(v) => setRubric(i, { weight: v ?? 0 })}
                min={0}
                max={1}
                step={0.01}
                error={errorAt(errors, `${path}.rubrics.${i}.weight`)}
                data-testid={`${testId}-rubric-weight-${i}`}
                className="flex-1"
              />
              <RowButton
                label={t('essay.removeRubric', { n: formatNumber(i + 1, lang) })}
                onClick={() => onChange({ ...body, rubrics: body.rubrics.filter((_, k) => k !== i) })}
                danger
                testId={`${testId}-rubric-remove-${i}`}
              >
                ✕
              </RowButton>
            </div>
          </div>
        ))}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ ...body, rubrics: [...body.rubrics, { id: newId(), text: '', weight: 0 }] })
            }
            data-testid={`${testId}-rubric-add`}
          >
            + {t('essay.addRubric')}
          </Button>
          <p
            className={`text-sm font-medium ${over ? 'text-danger-600 dark:text-danger-500' : 'text-muted'}`}
            data-testid={`${testId}-weight-sum`}
            aria-live="polite"
          >
            {t('essay.weightSum', {
              sum: formatNumber(sum, lang),
              max: formatNumber(LIMITS.rubricWeightSumMax, lang),
            })}
          </p>
        </div>
        <FieldError error={errorAt(errors, `${path}.rubrics`)} testId={`${testId}-rubrics-error`} />
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <NumberField
          label={t('essay.answerLines')}
          value={body.answerLines}
          onValue={(v) => onChange({ ...body, answerLines: v ?? 0 })}
          min={0}
          step={1}
          error={errorAt(errors, `${path}.answerLines`)}
          data-testid={`${testId}-answer-lines`}
        />
        <NumberField
          label={t('essay.answerWordsMax')}
          value={body.answerWordsMax}
          onValue={(v) => onChange({ ...body, answerWordsMax: v })}
          min={1}
          step={1}
          error={errorAt(errors, `${path}.answerWordsMax`)}
          data-testid={`${testId}-answer-words`}
        />
      </div>
      <RichField
        field={collabField(...prefix, 'modelAnswer')}
        label={t('essay.modelAnswer')}
        value={body.modelAnswer}
        onChange={(modelAnswer) => onChange({ ...body, modelAnswer })}
        error={errorAt(errors, `${path}.modelAnswer`)}
        testId={`${testId}-model-answer`}
      />
    </div>
  );
}

function ChoiceBody({
  body,
  onChange,
  path,
  prefix,
  errors,
  qLang,
  testId,
}: BodyProps<Of<'3.2.'> | Of<'3.3.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const single = body.type === '3.2.';
  const letter = (i: number) => answerLetter(i, qLang);
  const set = (options: Of<'3.2.'>['options']) => onChange({ ...body, options });
  const correctCount = body.options.filter((o) => o.correct).length;
  return (
    <fieldset className="flex flex-col gap-3" data-testid={testId}>
      <legend className="mb-2 font-semibold">{t('choice.options')}</legend>
      {body.options.map((o, i) => (
        <div
          key={o.id}
          className={`flex flex-col gap-2 rounded-md border p-3 md:flex-row md:items-start ${
            o.correct ? 'border-success-600 bg-success-600/5' : 'border-line'
          }`}
          data-testid={`${testId}-option-${i}`}
        >
          <span
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
            data-testid={`${testId}-letter-${i}`}
          >
            {letter(i)}
          </span>
          <div className="min-w-0 flex-1">
            <RichField
              field={collabField(...prefix, 'option', o.id)}
              label={t('choice.option', { letter: letter(i) })}
              value={o.text}
              onChange={(text) => set(body.options.map((x, k) => (k === i ? { ...x, text } : x)))}
              error={errorAt(errors, `${path}.options.${i}.text`, `${path}.options.${i}`)}
              testId={`${testId}-option-text-${i}`}
              compact
            />
          </div>
          <div className="flex items-center gap-1">
            <label className="me-2 inline-flex cursor-pointer items-center gap-2 text-sm">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${testId}-correct`}
                checked={o.correct}
                onChange={(e) =>
                  set(
                    body.options.map((x, k) =>
                      single ? { ...x, correct: k === i } : k === i ? { ...x, correct: e.target.checked } : x,
                    ),
                  )
                }
                className="size-4 accent-success-600"
                data-testid={`${testId}-correct-${i}`}
              />
              {single ? t('choice.correctOne') : t('choice.correctMany')}
            </label>
            <RowButton
              label={t('choice.moveUp', { letter: letter(i) })}
              onClick={() => set(move(body.options, i, -1))}
              disabled={i === 0}
              testId={`${testId}-up-${i}`}
            >
              ↑
            </RowButton>
            <RowButton
              label={t('choice.moveDown', { letter: letter(i) })}
              onClick={() => set(move(body.options, i, 1))}
              disabled={i === body.options.length - 1}
              testId={`${testId}-down-${i}`}
            >
              ↓
            </RowButton>
            <RowButton
              label={t('choice.removeOption', { letter: letter(i) })}
              onClick={() => set(body.options.filter((_, k) => k !== i))}
              disabled={body.options.length <= OPTIONS_MIN}
              danger
              testId={`${testId}-remove-${i}`}
            >
              ✕
            </RowButton>
          </div>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          onClick={() => set([...body.options, { id: newId(), text: '', correct: false }])}
          disabled={body.options.length >= OPTIONS_MAX}
          data-testid={`${testId}-add-option`}
        >
          + {t('choice.addOption')}
        </Button>
        <p className="text-sm text-muted" aria-live="polite">
          {t('choice.count', {
            n: formatNumber(body.options.length, lang),
            min: formatNumber(OPTIONS_MIN, lang),
            max: formatNumber(OPTIONS_MAX, lang),
          })}
          {' · '}
          {t('choice.correctCount', { n: formatNumber(correctCount, lang) })}
        </p>
      </div>
      <FieldError error={errorAt(errors, `${path}.options`)} testId={`${testId}-options-error`} />
    </fieldset>
  );
}

function TrueFalseBody({ body, onChange, path, errors, testId }: BodyProps<Of<'3.4.'>>) {
  const { t } = useTranslation('question-form');
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-2 font-semibold">{t('trueFalse.answer')}</legend>
      <div className="flex gap-6">
        {([true, false] as const).map((v) => (
          <label key={String(v)} className="inline-flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`${testId}-tf`}
              checked={body.correct === v}
              onChange={() => onChange({ ...body, correct: v })}
              className="size-4 accent-success-600"
              data-testid={`${testId}-${v ? 'true' : 'false'}`}
            />
            {v ? t('trueFalse.true') : t('trueFalse.false')}
          </label>
        ))}
      </div>
      <FieldError error={errorAt(errors, `${path}.correct`)} />
    </fieldset>
  );
}

function MatchingBody({ body, onChange, path, prefix, errors, testId }: BodyProps<Of<'3.6.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const n = (i: number) => formatNumber(i + 1, lang);
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('matching.pairs')}</legend>
        {body.pairs.map((p, i) => (
          <div
            key={p.id}
            className="grid items-start gap-2 rounded-md border border-line p-3 md:grid-cols-[1fr_1fr_auto]"
          >
            <RichField
              field={collabField(...prefix, 'pair', p.id, 'premise')}
              label={t('matching.premise', { n: n(i) })}
              value={p.premise}
              onChange={(premise) =>
                onChange({ ...body, pairs: body.pairs.map((x, k) => (k === i ? { ...x, premise } : x)) })
              }
              error={errorAt(errors, `${path}.pairs.${i}.premise`)}
              testId={`${testId}-premise-${i}`}
              compact
            />
            <RichField
              field={collabField(...prefix, 'pair', p.id, 'answer')}
              label={t('matching.answer', { n: n(i) })}
              value={p.answer}
              onChange={(answer) =>
                onChange({ ...body, pairs: body.pairs.map((x, k) => (k === i ? { ...x, answer } : x)) })
              }
              error={errorAt(errors, `${path}.pairs.${i}.answer`)}
              testId={`${testId}-answer-${i}`}
              compact
            />
            <div className="flex gap-1 md:mt-6">
              <RowButton
                label={t('choice.moveUp', { letter: n(i) })}
                onClick={() => onChange({ ...body, pairs: move(body.pairs, i, -1) })}
                disabled={i === 0}
              >
                ↑
              </RowButton>
              <RowButton
                label={t('matching.removePair', { n: n(i) })}
                onClick={() => onChange({ ...body, pairs: body.pairs.filter((_, k) => k !== i) })}
                disabled={body.pairs.length <= 1}
                danger
                testId={`${testId}-remove-pair-${i}`}
              >
                ✕
              </RowButton>
            </div>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ ...body, pairs: [...body.pairs, { id: newId(), premise: '', answer: '' }] })
            }
            data-testid={`${testId}-add-pair`}
          >
            + {t('matching.addPair')}
          </Button>
        </div>
        <FieldError error={errorAt(errors, `${path}.pairs`)} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{t('matching.distractors')}</legend>
        {body.distractors.map((d, i) => (
          <div key={d.id} className="flex items-start gap-2">
            <div className="min-w-0 flex-1">
              <RichField
                field={collabField(...prefix, 'distractor', d.id)}
                label={t('matching.distractor', { n: n(i) })}
                value={d.text}
                onChange={(text) =>
                  onChange({
                    ...body,
                    distractors: body.distractors.map((x, k) => (k === i ? { ...x, text } : x)),
                  })
                }
                error={errorAt(errors, `${path}.distractors.${i}.text`)}
                testId={`${testId}-distractor-${i}`}
                compact
              />
            </div>
            <RowButton
              label={t('matching.removeDistractor', { n: n(i) })}
              onClick={() => onChange({ ...body, distractors: body.distractors.filter((_, k) => k !== i) })}
              danger
            >
              ✕
            </RowButton>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ ...body, distractors: [...body.distractors, { id: newId(), text: '' }] })
            }
            data-testid={`${testId}-add-distractor`}
          >
            + {t('matching.addDistractor')}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

/** The blanks themselves are inserted in the stem (the editor's blank node); here are their answers. */
function BlanksBody({ body, onChange, path, errors, qLang, testId }: BodyProps<Of<'3.7.'>>) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const n = (i: number) => formatNumber(i + 1, lang);
  const dir = qLang === 'ar' ? 'rtl' : 'ltr';
  const setBlank = (i: number, patch: Partial<Of<'3.7.'>['blanks'][number]>) =>
    onChange({ ...body, blanks: body.blanks.map((b, k) => (k === i ? { ...b, ...patch } : b)) });
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <p className="text-sm text-muted">{t('blanks.howTo', { max: formatNumber(LIMITS.blanksMax, lang) })}</p>
      <FieldError error={errorAt(errors, `${path}.blanks`)} testId={`${testId}-blanks-error`} />
      {body.blanks.length === 0 && <p className="text-sm italic text-muted">{t('blanks.none')}</p>}
      {body.blanks.map((b, i) => (
        <fieldset
          key={b.id}
          className="flex flex-col gap-3 rounded-md border border-line p-3"
          data-testid={`${testId}-blank-${i}`}
        >
          <legend className="px-1 font-semibold">{t('blanks.blank', { n: n(i) })}</legend>
          <p className="text-sm text-muted">
            {t('blanks.answers', { max: formatNumber(LIMITS.answersPerBlankMax, lang) })}
          </p>
          <div className="flex flex-wrap gap-2">
            {b.answers.map((a, k) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: plain-text answers have no id; the inputs are controlled
              <div key={`${b.id}-${k}`} className="flex items-end gap-1">
                <TextField
                  label={t('blanks.answer', { n: n(k), blank: n(i) })}
                  value={a}
                  dir={dir}
                  onChange={(e) =>
                    setBlank(i, { answers: b.answers.map((x, j) => (j === k ? e.target.value : x)) })
                  }
                  error={errorAt(errors, `${path}.blanks.${i}.answers.${k}`)}
                  data-testid={`${testId}-blank-${i}-answer-${k}`}
                  className="w-44"
                />
                <RowButton
                  label={t('blanks.removeAnswer', { n: n(k) })}
                  onClick={() => setBlank(i, { answers: b.answers.filter((_, j) => j !== k) })}
                  disabled={b.answers.length <= 1}
                  danger
                >
                  ✕
                </RowButton>
              </div>
            ))}
            <Button
              variant="ghost"
              onClick={() => setBlank(i, { answers: [...b.answers, ''] })}
              disabled={b.answers.length >= LIMITS.answersPerBlankMax}
              className="self-end"
              data-testid={`${testId}-blank-${i}-add-answer`}
            >
              + {t('blanks.addAnswer')}
            </Button>
          </div>
          <FieldError error={errorAt(errors, `${path}.blanks.${i}.answers`, `${path}.blanks.${i}`)} />
          <NumberField
            label={t('blanks.degree', { n: n(i) })}
            value={b.degree}
            onValue={(v) => setBlank(i, { degree: v ?? 0 })}
            min={0}
            step={0.25}
            error={errorAt(errors, `${path}.blanks.${i}.degree`)}
            data-testid={`${testId}-blank-${i}-degree`}
            className="w-44"
          />
        </fieldset>
      ))}
      <Checkbox
        checked={body.caseSensitive}
        onChange={(caseSensitive) => onChange({ ...body, caseSensitive })}
        label={t('blanks.caseSensitive')}
        data-testid={`${testId}-case-sensitive`}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('blanks.distractors')}</legend>
        <div className="flex flex-wrap gap-2">
          {body.distractors.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: plain-text answers have no id; the inputs are controlled
            <div key={`d-${i}`} className="flex items-end gap-1">
              <TextField
                label={t('blanks.distractor', { n: n(i) })}
                value={d}
                dir={dir}
                onChange={(e) =>
                  onChange({
                    ...body,
                    distractors: body.distractors.map((x, k) => (k === i ? e.target.value : x)),
                  })
                }
                error={errorAt(errors, `${path}.distractors.${i}`)}
                data-testid={`${testId}-distractor-${i}`}
                className="w-44"
              />
              <RowButton
                label={t('blanks.removeDistractor', { n: n(i) })}
                onClick={() => onChange({ ...body, distractors: body.distractors.filter((_, k) => k !== i) })}
                danger
              >
                ✕
              </RowButton>
            </div>
          ))}
          <Button
            variant="ghost"
            onClick={() => onChange({ ...body, distractors: [...body.distractors, ''] })}
            className="self-end"
            data-testid={`${testId}-add-distractor`}
          >
            + {t('blanks.addDistractor')}
          </Button>
        </div>
        <FieldError error={errorAt(errors, `${path}.distractors`)} />
      </fieldset>
    </div>
  );
}

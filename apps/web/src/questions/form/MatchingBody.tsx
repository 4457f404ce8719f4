import { collabField } from '@mizan/domain/questions';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { move, newId } from './draft';
import { errorAt, FieldError, RichField, RowButton } from './FormKit';
import { type BodyProps, type Of } from './body-props';
import '../../i18n/texts/question-form';

export function MatchingBody({ body, onChange, path, prefix, errors, testId }: BodyProps<Of<'3.6.'>>) {
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

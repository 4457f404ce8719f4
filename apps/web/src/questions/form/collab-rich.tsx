import { QuestionRichText } from '../../collaboration/QuestionRichText';
import type { QuestionDoc } from '../../collaboration/useQuestionDoc';
import { FieldError, type RichContext } from './FormKit';

/** Every rich field of the form, bound to its part of the question's (co-edited) document. */
export const collabRich = (qdoc: QuestionDoc, dir: 'rtl' | 'ltr', readOnly: boolean): RichContext => ({
  renderEditor: (p) => (
    <div className="flex flex-col gap-1">
      {!p.hideLabel && <span className="text-sm font-medium">{p.label}</span>}
      <QuestionRichText
        qdoc={qdoc}
        field={p.field}
        label={p.label}
        dir={dir}
        onChange={p.onChange}
        blanks={p.blanks}
        readOnly={readOnly}
        compact={p.compact}
        invalid={!!p.error}
        describedBy={p.error ? `${p.testId}-error` : undefined}
        testId={p.testId}
      />
      <FieldError error={p.error} id={`${p.testId}-error`} testId={`${p.testId}-error`} />
    </div>
  ),
});

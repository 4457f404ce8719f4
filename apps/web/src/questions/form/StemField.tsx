import { blankIds, type QuestionBody } from '@mizan/domain/questions';
import { syncBlanks } from './draft';
import { RichField } from './FormKit';

/**
 * A question's (or a sub-question's) stem. For fill-in-the-blanks the stem holds the blanks, so a
 * change of the stem also brings the blanks list in line with the blank marks it now holds.
 */
export function StemField<B extends QuestionBody>({
  field,
  label,
  stem,
  body,
  onChange,
  error,
  testId,
  hideLabel,
}: {
  field: string;
  label: string;
  stem: string;
  body: B;
  onChange: (stem: string, body: B) => void;
  error?: string;
  testId: string;
  hideLabel?: boolean;
}) {
  const blanks = body.type === '3.7.';
  return (
    <RichField
      field={field}
      label={label}
      value={stem}
      blanks={blanks}
      hideLabel={hideLabel}
      onChange={(html) => {
        if (body.type !== '3.7.') return onChange(html, body);
        const ids = blankIds(html);
        // Only a blank inserted or deleted changes the body (typing does not rewrite it for co-editors).
        const same = ids.length === body.blanks.length && ids.every((id, i) => body.blanks[i].id === id);
        onChange(html, same ? body : ({ ...body, blanks: syncBlanks(body.blanks, ids) } as B));
      }}
      error={error}
      testId={testId}
    />
  );
}

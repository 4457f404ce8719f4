import { useId } from 'react';
import { cx } from '../cx';
import { ProgressBar } from '../ProgressBar';
import { fill, type RichTextEditorTexts } from './types';

/** Under the text: the upload's progress, an image refusal, and the length counter. */
export function EditorFooter({
  texts,
  testId,
  upload,
  imageError,
  length,
  maxLength,
  num,
}: {
  texts: RichTextEditorTexts;
  testId: string;
  upload: { progress: number } | null;
  imageError: string | null;
  length: number;
  maxLength?: number;
  num: (n: number) => string;
}) {
  const errorId = useId();
  if (!upload && !imageError && !maxLength) return null;
  const over = maxLength ? length > maxLength : false;
  const percent = upload ? num(Math.round(upload.progress * 100)) : '';
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line px-3 py-1.5 text-xs">
      {upload && (
        <div className="flex min-w-40 flex-1 items-center gap-2" data-testid={`${testId}-upload`}>
          <ProgressBar value={upload.progress} label={fill(texts.imageUploading, { percent })} />
          <span className="shrink-0 text-muted">{fill(texts.imageUploading, { percent })}</span>
        </div>
      )}
      {imageError && (
        <p
          id={errorId}
          role="alert"
          className="text-danger-600 dark:text-danger-500"
          data-testid={`${testId}-image-error`}
        >
          {imageError}
        </p>
      )}
      {maxLength ? (
        <span
          className={cx('ms-auto tabular-nums', over ? 'font-semibold text-danger-600' : 'text-muted')}
          aria-live="polite"
          data-testid={`${testId}-counter`}
        >
          {fill(texts.counter, { count: num(length), max: num(maxLength) })}
        </span>
      ) : null}
    </div>
  );
}

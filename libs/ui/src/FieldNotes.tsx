import type { ReactNode } from 'react';

/** The ids a field's control points at with aria-describedby: its error, else nothing, and its hint. */
export const describedByFor = (id: string, error?: ReactNode, hint?: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

/** The hint (while there is no error) and the error under a form control, shared by every field. */
export function FieldNotes({ id, error, hint }: { id: string; error?: ReactNode; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger-600 dark:text-danger-500">
          {error}
        </p>
      )}
    </>
  );
}

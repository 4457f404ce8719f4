import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { cx } from './cx';
import { describedByFor, FieldNotes } from './FieldNotes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** A control placed inside the field at its end edge (for example show/hide password). */
  end?: ReactNode;
  /**
   * Shown in place of the input's own text while it is not being edited: its value as the active
   * language writes it, where the browser would write it its own way (DateField); '' shows nothing.
   */
  display?: string;
}

export function TextField({ label, error, hint, end, display, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = describedByFor(id, error, hint);
  const [editing, setEditing] = useState(false);
  const shown = display !== undefined && !editing ? display : undefined;
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
          onFocus={(e) => {
            setEditing(true);
            rest.onFocus?.(e);
          }}
          onBlur={(e) => {
            setEditing(false);
            rest.onBlur?.(e);
          }}
          className={cx(
            'w-full rounded-md border bg-panel px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-primary-500',
            error ? 'border-danger-500' : 'border-line',
            end ? 'pe-11' : undefined,
            // The browser's own text stays (its width, its picker button) but is not seen under `shown`.
            shown !== undefined ? 'text-transparent' : undefined,
          )}
        />
        {shown !== undefined && (
          <span
            aria-hidden
            data-testid="field-display"
            // Physical sides: Chromium puts a date input's picker button on the right in both directions.
            className="pointer-events-none absolute inset-y-0 left-0 right-10 flex items-center truncate ps-3 text-ink"
          >
            {shown}
          </span>
        )}
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

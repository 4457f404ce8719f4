import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from './cx';
import { describedByFor, FieldNotes } from './FieldNotes';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message shown under the field and announced with it. */
  error?: string;
  hint?: string;
  /** A control placed inside the field at its end edge (for example show/hide password). */
  end?: ReactNode;
}

export function TextField({ label, error, hint, end, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = describedByFor(id, error, hint);
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
          className={cx(
            'w-full rounded-md border bg-panel px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-primary-500',
            error ? 'border-danger-500' : 'border-line',
            end ? 'pe-11' : undefined,
          )}
        />
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

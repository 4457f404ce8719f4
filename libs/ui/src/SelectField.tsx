import { type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx';
import { describedByFor, FieldNotes } from './FieldNotes';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'onChange'> {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** A labelled native select (keyboard and screen-reader friendly in both directions). */
export function SelectField({
  label,
  options,
  value,
  onChange,
  error,
  hint,
  className,
  ...rest
}: SelectFieldProps) {
  const id = useId();
  const describedBy = describedByFor(id, error, hint);
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
        className={cx(
          'w-full rounded-md border bg-panel px-3 py-2 text-ink outline-none focus:ring-2 focus:ring-primary-500 disabled:opacity-60',
          error ? 'border-danger-500' : 'border-line',
        )}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

import { TextField, type TextFieldProps } from '@mizan/ui';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * Small pieces every body editor shares: the rich-text field bound to the question's document,
 * a number input that keeps what the user is typing, field errors by path, list buttons.
 */

/** Field errors of the last check or save, keyed by the path inside the question (body.options.0.text). */
export type Errors = Record<string, string>;

export const errorAt = (errors: Errors, ...paths: string[]): string | undefined => {
  for (const p of paths) if (errors[p]) return errors[p];
  return undefined;
};

/** A number input: the text is kept while typed ("0." is not yet a number); empty is null. */
export function NumberField({
  value,
  onValue,
  ...rest
}: Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValue: (v: number | null) => void;
}) {
  const [text, setText] = useState(value === null ? '' : String(value));
  // A co-editor's change (or a reload) replaces the text unless it already reads as that number.
  useEffect(() => {
    setText((t) => (toNumber(t) === value ? t : value === null ? '' : String(value)));
  }, [value]);
  return (
    <TextField
      {...rest}
      type="number"
      inputMode="decimal"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onValue(toNumber(e.target.value));
      }}
    />
  );
}

const toNumber = (t: string): number | null => {
  if (t.trim() === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

export function Section({
  title,
  children,
  actions,
  testId,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section className="flex flex-col gap-4 rounded-lg border border-line bg-panel p-5" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A small square button for list rows (remove, move); the label is its accessible name. */
export function RowButton({
  label,
  onClick,
  disabled,
  children,
  danger,
  testId,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
  danger?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      data-testid={testId}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md border border-line bg-panel text-sm hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40 ${
        danger ? 'text-danger-600 dark:text-danger-500' : 'text-ink'
      }`}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

export function FieldError({ error, testId, id }: { error?: string; testId?: string; id?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs text-danger-600 dark:text-danger-500" role="alert" data-testid={testId}>
      {error}
    </p>
  );
}

/** How the screen renders a rich part (bound to the question's document, in its direction). */
export interface RichContext {
  renderEditor: (props: RichFieldProps) => ReactNode;
}

export interface RichFieldProps {
  /** The collab field name (collabField('option', id), ...). */
  field: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  blanks?: boolean;
  onBlanksChange?: (ids: string[]) => void;
  testId: string;
  /** Short parts (options, premises) get a one-line editor. */
  compact?: boolean;
  /** The section's title already names the part (the stem, the feedback): no second visible label. */
  hideLabel?: boolean;
}

export const RichCtx = createContext<RichContext | null>(null);

export function RichField(props: RichFieldProps) {
  const ctx = useContext(RichCtx);
  if (!ctx) throw new Error('RichField outside the question form');
  return ctx.renderEditor(props);
}

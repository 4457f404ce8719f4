import { Field, Label, Switch as HeadlessSwitch } from '@headlessui/react';
import { cx } from './cx';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Hide the label visually but keep it as the accessible name (for table cells). */
  hideLabel?: boolean;
  disabled?: boolean;
  'data-testid'?: string;
}

export function Switch({ checked, onChange, label, hideLabel, disabled, ...rest }: SwitchProps) {
  return (
    <Field className="inline-flex items-center gap-2" disabled={disabled}>
      <HeadlessSwitch
        checked={checked}
        onChange={onChange}
        data-testid={rest['data-testid']}
        className={cx(
          'group relative inline-flex h-6 w-11 shrink-0 rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-primary-500 data-disabled:opacity-50',
          checked ? 'bg-primary-600' : 'bg-line',
        )}
      >
        {/* The knob moves toward the end edge, so it slides right in LTR and left in RTL. */}
        <span
          aria-hidden="true"
          className={cx(
            'size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0',
          )}
        />
      </HeadlessSwitch>
      <Label className={hideLabel ? 'sr-only' : 'text-sm text-ink'}>{label}</Label>
    </Field>
  );
}

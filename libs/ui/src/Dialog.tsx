import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** SPEC 9: default dialog width. */
export const DEFAULT_DIALOG_WIDTH = 600;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Buttons row, laid out at the end edge. */
  footer?: ReactNode;
  width?: number;
  'data-testid'?: string;
}

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = DEFAULT_DIALOG_WIDTH,
  ...rest
}: DialogProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-testid={rest['data-testid']}
          style={{ maxWidth: width }}
          className={cx('w-full rounded-lg border border-line bg-panel p-6 text-ink shadow-xl')}
        >
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          {children && <div className="mt-3 text-sm">{children}</div>}
          {footer && <div className="mt-6 flex flex-wrap justify-end gap-2">{footer}</div>}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}

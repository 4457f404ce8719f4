import { DialogPanel, DialogTitle, Dialog as HeadlessDialog } from '@headlessui/react';
import type { ReactNode } from 'react';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** A side panel on the start edge (right in Arabic, left in English). */
export function Drawer({ open, onClose, title, closeLabel, children, ...rest }: DrawerProps) {
  return (
    <HeadlessDialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel
        data-testid={rest['data-testid']}
        className="fixed inset-y-0 start-0 flex w-full max-w-sm flex-col border-e border-line bg-panel text-ink shadow-xl"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="rounded px-2 text-xl leading-none text-muted hover:bg-surface"
          >
            ×
          </button>
        </div>
        <div className="flex-1 overflow-y-auto p-3">{children}</div>
      </DialogPanel>
    </HeadlessDialog>
  );
}

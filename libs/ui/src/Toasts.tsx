import { cx } from './cx';

export interface ToastItem {
  id: number;
  text: string;
  kind: 'error' | 'success' | 'info';
}

export interface ToastsProps {
  items: ToastItem[];
  onDismiss: (id: number) => void;
  dismissLabel: string;
}

const KINDS: Record<ToastItem['kind'], string> = {
  error: 'border-danger-500 bg-danger-600 text-white',
  success: 'border-success-600 bg-success-600 text-white',
  info: 'border-line bg-panel text-ink',
};

/**
 * SPEC 9 fixes toasts at the bottom-left of the screen in both languages, so this is the one place
 * that uses a physical side (`left-4`) instead of a logical one: in RTL it stays bottom-left, away
 * from the start edge where the page's main actions sit.
 */
export function Toasts({ items, onDismiss, dismissLabel }: ToastsProps) {
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed bottom-4 left-4 z-[60] flex w-80 flex-col gap-2"
    >
      {items.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={cx(
            'pointer-events-auto flex items-start gap-3 rounded-md border p-3 text-sm shadow-lg',
            KINDS[t.kind],
          )}
        >
          <p className="flex-1">{t.text}</p>
          <button
            type="button"
            onClick={() => onDismiss(t.id)}
            aria-label={dismissLabel}
            className="rounded px-1 leading-none opacity-80 hover:opacity-100"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

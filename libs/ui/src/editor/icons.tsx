import type { BlockDir } from '@mizan/domain/editor';
import type { ReactNode } from 'react';
import { cx } from '../cx';

/** The toolbar's button and icons. */

export function Tool({
  label,
  keys,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  label: string;
  keys?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      aria-keyshortcuts={keys?.replace('Mod', 'Control')}
      disabled={disabled}
      // Keep the editor's selection: a toolbar click must not blur the text.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      data-testid={testId}
      className={cx(
        'inline-flex size-8 items-center justify-center rounded-md text-sm',
        'focus-visible:outline-2 focus-visible:outline-primary-500 disabled:cursor-not-allowed disabled:opacity-40',
        active
          ? 'bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100'
          : 'text-ink hover:bg-primary-50 dark:hover:bg-primary-950',
      )}
    >
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

export const Separator = () => <span aria-hidden="true" className="mx-0.5 h-5 w-px bg-line" />;

const svg = 'size-4 fill-none stroke-current stroke-2';

export function ListIcon({ ordered }: { ordered: boolean }) {
  return (
    <svg viewBox="0 0 16 16" className={cx(svg, 'rtl:-scale-x-100')} aria-hidden="true">
      <path d="M6 3h8M6 8h8M6 13h8" />
      {ordered ? (
        <path d="M2 2v3M1.5 7.5h1.5l-1.5 2h1.5M1.5 12h1.5v2.5h-1.5" strokeWidth="1" />
      ) : (
        <path d="M2 3h.01M2 8h.01M2 13h.01" strokeWidth="2.5" strokeLinecap="round" />
      )}
    </svg>
  );
}

/** A paragraph mark with an arrow showing where lines start: ← right-to-left, → left-to-right. */
export function DirIcon({ dir }: { dir: BlockDir }) {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <path d="M7 2v9M10 2v9M10 2H6.5a2.5 2.5 0 0 0 0 5H7" strokeWidth="1.5" />
      {dir === 'rtl' && <path d="M14 14H2m2-2-2 2 2 2" strokeWidth="1.5" />}
      {dir === 'ltr' && <path d="M2 14h12m-2-2 2 2-2 2" strokeWidth="1.5" />}
      {dir === 'auto' && <path d="M4 14h8M4 12l-2 2 2 2M12 12l2 2-2 2" strokeWidth="1.5" />}
    </svg>
  );
}

export function TableIcon() {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" strokeWidth="1.5" />
      <path d="M1.5 6.5h13M1.5 10h13M6 2.5v11M10.5 2.5v11" strokeWidth="1" />
    </svg>
  );
}

export function ImageIcon() {
  return (
    <svg viewBox="0 0 16 16" className={svg} aria-hidden="true">
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" strokeWidth="1.5" />
      <path d="m2 12 4-4 3 3 2-2 3 3" strokeWidth="1.5" />
      <circle cx="11" cy="5.5" r="1" strokeWidth="1" />
    </svg>
  );
}

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cx } from './cx';

export interface ExpandPanelProps {
  open: boolean;
  onToggle: (open: boolean) => void;
  header: ReactNode;
  children: ReactNode;
  /** Animation length in ms (height and opacity). */
  durationMs?: number;
  id?: string;
  'data-testid'?: string;
}

/**
 * One accordion panel, controlled (the caller keeps which panel is open, e.g. in the URL hash).
 * The body animates its height; content mounts only while open or closing.
 */
export function ExpandPanel({
  open,
  onToggle,
  header,
  children,
  durationMs = 300,
  id,
  ...rest
}: ExpandPanelProps) {
  const body = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number | 'auto'>(open ? 'auto' : 0);
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    const el = body.current;
    if (open) {
      setMounted(true);
      requestAnimationFrame(() => {
        const h = body.current?.scrollHeight ?? 0;
        setHeight(h);
        window.setTimeout(() => setHeight('auto'), durationMs);
      });
    } else if (el) {
      setHeight(el.scrollHeight);
      requestAnimationFrame(() => requestAnimationFrame(() => setHeight(0)));
      const t = window.setTimeout(() => setMounted(false), durationMs);
      return () => window.clearTimeout(t);
    }
    return undefined;
  }, [open, durationMs]);

  const bodyId = id ? `${id}-body` : undefined;
  return (
    <section id={id} data-testid={rest['data-testid']} className="rounded-lg border border-line bg-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => onToggle(!open)}
        className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-surface"
      >
        <span className="min-w-0 flex-1">{header}</span>
        <span
          aria-hidden="true"
          className={cx('shrink-0 text-muted transition-transform', open && 'rotate-180')}
          style={{ transitionDuration: `${durationMs}ms` }}
        >
          ▾
        </span>
      </button>
      {/* Clipped, not scrollable (overflow-clip, not -hidden): while the height grows, focus or a script's
          scrollIntoView would otherwise scroll the body to a button still below its edge, and the next
          frame moves it back down, under the pointer of a click already half made. */}
      <div
        id={bodyId}
        ref={body}
        className="overflow-clip transition-[height,opacity] ease-in-out"
        style={{ height, opacity: open ? 1 : 0, transitionDuration: `${durationMs}ms` }}
      >
        {mounted && <div className="border-t border-line px-4 py-3">{children}</div>}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled panel of a details screen. */
export function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid={testId}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Met or not, in words beside the mark (never colour alone). */
export function Verdict({ ok, testId }: { ok: boolean; testId?: string }) {
  const { t } = useTranslation('exam-generation');
  return (
    <span
      data-testid={testId}
      data-ok={ok}
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${
        ok
          ? 'bg-success-600/15 text-success-600 dark:bg-success-600/30 dark:text-ink'
          : 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100'
      }`}
    >
      {ok ? `✓ ${t('insight.met')}` : `✗ ${t('insight.unmet')}`}
    </span>
  );
}

/** One figure: its name, the value, what it is held against, and whether it holds. */
export function Figure(props: {
  label: string;
  value: ReactNode;
  against?: ReactNode;
  ok?: boolean;
  testId: string;
}) {
  return (
    <div className="rounded-md border border-line p-3" data-testid={props.testId}>
      <div className="mb-1 flex items-center justify-between gap-2 text-sm text-muted">
        <span>{props.label}</span>
        {props.ok !== undefined && <Verdict ok={props.ok} testId={`${props.testId}-ok`} />}
      </div>
      <div className="text-xl font-semibold" data-testid={`${props.testId}-value`}>
        {props.value}
      </div>
      {props.against && <div className="mt-1 text-xs text-muted">{props.against}</div>}
    </div>
  );
}

/** A plain table with a header row: `head` names the columns, rows come as children. */
export function Table({ head, children, testId }: { head: string[]; children: ReactNode; testId?: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        <thead>
          <tr className="text-muted">
            {head.map((h) => (
              <th key={h} className="px-2 pb-1 text-start font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export const cell = 'border-t border-line px-2 py-2';
export const link = 'text-primary-700 hover:underline dark:text-primary-300';

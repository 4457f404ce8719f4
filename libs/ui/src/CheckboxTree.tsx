import { Checkbox } from './Checkbox';

export interface CheckboxTreeNode {
  id: number;
  label: string;
  /** A short code shown before the label (an ILO code). */
  code?: string;
  /** Cannot be unticked (for example an ILO linked to questions). */
  locked?: boolean;
  children: CheckboxTreeNode[];
}

export interface CheckboxTreeProps {
  nodes: CheckboxTreeNode[];
  checked: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /** Tooltip on a locked, ticked node. */
  lockedHint: string;
  testIdPrefix?: string;
}

const descendants = (n: CheckboxTreeNode): number[] => n.children.flatMap((c) => [c.id, ...descendants(c)]);

/**
 * A recursive checkbox tree. Ticking a node ticks its ancestors (a sub-item implies its parent);
 * unticking a node unticks its descendants, except locked ones, which stay ticked with their ancestors.
 */
export function CheckboxTree({
  nodes,
  checked,
  onChange,
  lockedHint,
  testIdPrefix = 'tree-node',
}: CheckboxTreeProps) {
  const toggle = (node: CheckboxTreeNode, ancestors: number[], value: boolean) => {
    const next = new Set(checked);
    if (value) {
      next.add(node.id);
      for (const a of ancestors) next.add(a);
    } else {
      const lockedBelow = (n: CheckboxTreeNode): boolean =>
        n.children.some((c) => (c.locked && checked.has(c.id)) || lockedBelow(c));
      if ((node.locked && checked.has(node.id)) || lockedBelow(node)) return;
      next.delete(node.id);
      for (const d of descendants(node)) next.delete(d);
    }
    onChange(next);
  };

  const render = (list: CheckboxTreeNode[], ancestors: number[], depth: number) => (
    <ul
      className={
        depth > 0 ? 'ms-6 mt-1 flex flex-col gap-1 border-s border-line ps-3' : 'flex flex-col gap-1'
      }
    >
      {list.map((n) => {
        const isLocked = !!n.locked && checked.has(n.id);
        return (
          <li key={n.id}>
            <Checkbox
              checked={checked.has(n.id)}
              disabled={isLocked}
              title={isLocked ? lockedHint : undefined}
              onChange={(v) => toggle(n, ancestors, v)}
              data-testid={`${testIdPrefix}-${n.id}`}
              label={
                <>
                  {n.code && (
                    <span className="me-1 font-medium">
                      <bdi dir="ltr">{n.code}</bdi>
                    </span>
                  )}
                  {n.label}
                </>
              }
            />
            {n.children.length > 0 && render(n.children, [...ancestors, n.id], depth + 1)}
          </li>
        );
      })}
    </ul>
  );

  return render(nodes, [], 0);
}

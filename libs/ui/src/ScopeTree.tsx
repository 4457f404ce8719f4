import { useState } from 'react';
import { cx } from './cx';

export interface TreeNode {
  id: number;
  label: string;
  childCount: number;
  children: TreeNode[];
}

export interface ScopeTreeTexts {
  expand: string;
  collapse: string;
  /** For example 3 -> "3 sub-scopes". */
  childCount: (n: number) => string;
}

export interface ScopeTreeProps {
  root: TreeNode;
  selectedId: number | null;
  onSelect: (node: TreeNode) => void;
  texts: ScopeTreeTexts;
  /** Ids opened on first render, usually the path to the selected node. */
  initiallyOpen?: number[];
}

/**
 * A recursive, expandable tree. Nested lists of ordinary buttons (toggle with aria-expanded, choose with
 * aria-pressed) keep it usable by keyboard and screen reader without the full ARIA tree key model.
 */
export function ScopeTree({ root, selectedId, onSelect, texts, initiallyOpen = [] }: ScopeTreeProps) {
  const [open, setOpen] = useState(() => new Set([root.id, ...initiallyOpen]));
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className="text-sm">
      <Branch
        node={root}
        depth={0}
        open={open}
        toggle={toggle}
        selectedId={selectedId}
        onSelect={onSelect}
        texts={texts}
      />
    </ul>
  );
}

interface BranchProps extends Pick<ScopeTreeProps, 'selectedId' | 'onSelect' | 'texts'> {
  node: TreeNode;
  depth: number;
  open: Set<number>;
  toggle: (id: number) => void;
}

function Branch({ node, depth, open, toggle, selectedId, onSelect, texts }: BranchProps) {
  const expanded = open.has(node.id);
  const hasChildren = node.children.length > 0;
  const selected = node.id === selectedId;
  return (
    <li>
      <div className="flex items-center gap-1 py-0.5" style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
        {hasChildren ? (
          <button
            type="button"
            onClick={() => toggle(node.id)}
            aria-expanded={expanded}
            aria-label={`${expanded ? texts.collapse : texts.expand} ${node.label}`}
            className="size-6 rounded text-muted hover:bg-surface"
          >
            {/* ▸ is not bidi-mirrored: turned to face the end edge in RTL, down when open. */}
            <span
              aria-hidden="true"
              className={cx('inline-block transition-transform', expanded ? 'rotate-90' : 'rtl:rotate-180')}
            >
              ▸
            </span>
          </button>
        ) : (
          <span className="size-6" aria-hidden="true" />
        )}
        <button
          type="button"
          onClick={() => onSelect(node)}
          aria-pressed={selected}
          className={cx(
            'flex flex-1 items-center justify-between gap-2 rounded px-2 py-1 text-start',
            selected ? 'bg-primary-600 text-white' : 'hover:bg-primary-50 dark:hover:bg-primary-950',
          )}
        >
          <span>{node.label}</span>
          {node.childCount > 0 && (
            <span className={cx('text-xs', selected ? 'text-white/80' : 'text-muted')}>
              {texts.childCount(node.childCount)}
            </span>
          )}
        </button>
      </div>
      {hasChildren && expanded && (
        <ul>
          {node.children.map((c) => (
            <Branch
              key={c.id}
              node={c}
              depth={depth + 1}
              open={open}
              toggle={toggle}
              selectedId={selectedId}
              onSelect={onSelect}
              texts={texts}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

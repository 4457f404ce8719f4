import type { CourseIloTree, FlexibleIloNode } from '@mizan/domain/course-ilos';
import type { Bilingual } from '@mizan/domain/i18n';
import { isFixedTree } from '../course-scope/ilo-tree';

export interface IloItem {
  id: number;
  code: string;
  description: Bilingual;
  /** 0 for an ILO, 1 for a sub-ILO or a child node, and so on. */
  depth: number;
}

/** Every ILO of a tree (fixed headers or flexible nodes) in reading order, for pickers and names. */
export function flattenIlos(tree: CourseIloTree): IloItem[] {
  if (isFixedTree(tree))
    return tree.flatMap((h) =>
      h.ilos.flatMap((i) => [
        { id: i.iloID, code: i.iloCode, description: i.iloDesc, depth: 0 },
        ...i.subIlos.map((s) => ({
          id: s.subIloID,
          code: s.subIloCode,
          description: s.subIloDesc,
          depth: 1,
        })),
      ]),
    );
  const walk = (nodes: FlexibleIloNode[], depth: number): IloItem[] =>
    nodes.flatMap((n) => [
      { id: n.iloId, code: n.ilo_code, description: n.description, depth },
      ...walk(n.children, depth + 1),
    ]);
  return walk(tree as FlexibleIloNode[], 0);
}

import type { CourseIloTree, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { isFixedTree } from '../../course-scope/ilo-tree';
import { flattenIlos, type IloItem } from '../../question-kit/ilos';

/** The ids ticked for a subject in its course's ILO tree (fixed: ILOs and sub-ILOs; flexible: any node). */
function selectedIds(tree: CourseIloTree): Set<number> {
  if (isFixedTree(tree))
    return new Set(
      tree.flatMap((h) =>
        h.ilos.flatMap((i) => [
          ...(i.selected ? [i.iloID] : []),
          ...i.subIlos.filter((s) => s.selected).map((s) => s.subIloID),
        ]),
      ),
    );
  const walk = (nodes: FlexibleIloNode[]): number[] =>
    nodes.flatMap((n) => [...(n.selected ? [n.iloId] : []), ...walk(n.children)]);
  return new Set(walk(tree as FlexibleIloNode[]));
}

/** The ILOs a question of a subject may measure: the subject's own, in the course's reading order. */
export function subjectIlos(tree: CourseIloTree): IloItem[] {
  const selected = selectedIds(tree);
  return flattenIlos(tree).filter((i) => selected.has(i.id));
}

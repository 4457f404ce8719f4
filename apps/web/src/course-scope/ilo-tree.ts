import type { CourseIloTree, FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import type { CourseIloRow } from '@mizan/domain/courses';

export const isFixedTree = (tree: CourseIloTree): tree is FixedIloHeader[] =>
  tree.length > 0 && 'headerCode' in (tree[0] as object);

const isFlatRow = (v: unknown): v is CourseIloRow =>
  typeof v === 'object' && v !== null && 'iloDescription' in v;

/** SPEC 3: a course's flat ILO rows presented as header / ILO / sub-ILO. */
export function rowsToHeaders(rows: CourseIloRow[]): FixedIloHeader[] {
  const headers = new Map<number, FixedIloHeader>();
  for (const r of rows) {
    let h = headers.get(r.headerId);
    if (!h) {
      h = {
        headerId: r.headerId,
        headerCode: r.headerCode as FixedIloHeader['headerCode'],
        headerName: r.headerName,
        ilos: [],
      };
      headers.set(r.headerId, h);
    }
    let ilo = h.ilos.find((i) => i.iloID === r.iloId);
    if (!ilo) {
      ilo = { iloID: r.iloId, iloCode: r.iloCode, iloDesc: r.iloDescription, subIlos: [] };
      h.ilos.push(ilo);
    }
    if (r.subIloId !== null && r.subIloDescription)
      ilo.subIlos.push({
        subIloID: r.subIloId,
        subIloCode: r.subIloCode ?? '',
        subIloDesc: r.subIloDescription,
      });
  }
  return [...headers.values()].sort((a, b) => a.headerCode.localeCompare(b.headerCode));
}

/** The course view answers flat rows in fixed mode and a tree in flexible mode. */
export function courseIlosTree(ilos: CourseIloRow[] | FlexibleIloNode[]): CourseIloTree {
  if (ilos.length === 0) return [];
  return isFlatRow(ilos[0]) ? rowsToHeaders(ilos as CourseIloRow[]) : (ilos as FlexibleIloNode[]);
}

/** How many ILOs a tree holds (headers are not ILOs; sub-ILOs are not counted). */
export function iloCount(tree: CourseIloTree): number {
  return isFixedTree(tree) ? tree.reduce((n, h) => n + h.ilos.length, 0) : tree.length;
}

import { ILO_HEADERS, type IloHeaderCode, codesOf } from '@mizan/domain/codes';
import type { CourseIloRow } from '@mizan/domain/courses';
import type { CourseIloTree, FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import type { IloRecord } from './course-ilos.store.js';

export type { IloRecord };

export const HEADER_CODES = codesOf(ILO_HEADERS);

/** The ILOs that count against the 1-to-10 rule: the top ILOs (not headers, not sub-ILOs). */
export const topIlos = (rows: IloRecord[]) => rows.filter((r) => r.parent_id === null);

export interface TreeMarks {
  selected?: Set<number>;
  unremovable?: Set<number>;
  /** Keep only ticked nodes (and the headers / parents leading to them). */
  onlySelected?: boolean;
}

function childrenOf(rows: IloRecord[]): Map<number | null, IloRecord[]> {
  const map = new Map<number | null, IloRecord[]>();
  for (const r of rows) {
    const list = map.get(r.parent_id) ?? [];
    list.push(r);
    map.set(r.parent_id, list);
  }
  return map;
}

const header = (code: IloHeaderCode) => ({ ar: ILO_HEADERS[code].ar, en: ILO_HEADERS[code].en });

export function fixedTree(rows: IloRecord[], marks: TreeMarks = {}): FixedIloHeader[] {
  const kids = childrenOf(rows);
  const flag = (id: number) =>
    marks.selected
      ? { selected: marks.selected.has(id), unRemovable: marks.unremovable?.has(id) ?? false }
      : {};
  const keep = (id: number) => !marks.onlySelected || marks.selected?.has(id);
  const headers: FixedIloHeader[] = [];
  HEADER_CODES.forEach((code, i) => {
    const ilos = (kids.get(null) ?? [])
      .filter((r) => r.header_code === code)
      .map((r) => ({
        iloID: r.id,
        iloCode: r.code,
        iloDesc: r.description,
        ...flag(r.id),
        subIlos: (kids.get(r.id) ?? [])
          .filter((s) => keep(s.id))
          .map((s) => ({ subIloID: s.id, subIloCode: s.code, subIloDesc: s.description, ...flag(s.id) })),
      }))
      .filter((ilo) => keep(ilo.iloID) || ilo.subIlos.length > 0);
    if (marks.onlySelected && ilos.length === 0) return;
    headers.push({ headerId: i + 1, headerCode: code, headerName: header(code), ilos });
  });
  return headers;
}

export function flexibleTree(rows: IloRecord[], marks: TreeMarks = {}): FlexibleIloNode[] {
  const kids = childrenOf(rows);
  const build = (parent: number | null): FlexibleIloNode[] =>
    (kids.get(parent) ?? [])
      .map((r) => ({
        iloId: r.id,
        ilo_code: r.code,
        description: r.description,
        ...(marks.selected
          ? { selected: marks.selected.has(r.id), unremovable: marks.unremovable?.has(r.id) ?? false }
          : {}),
        children: build(r.id),
      }))
      .filter((n) => !marks.onlySelected || marks.selected?.has(n.iloId) || n.children.length > 0);
  return build(null);
}

export const iloTree = (flexible: boolean, rows: IloRecord[], marks: TreeMarks = {}): CourseIloTree =>
  flexible ? flexibleTree(rows, marks) : fixedTree(rows, marks);

/** SPEC 3 flat rows: one per sub-ILO, or one per ILO without sub-ILOs, in header order. */
export function flatRows(rows: IloRecord[]): CourseIloRow[] {
  const out: CourseIloRow[] = [];
  for (const h of fixedTree(rows)) {
    for (const ilo of h.ilos) {
      const base = {
        headerId: h.headerId,
        headerName: h.headerName,
        headerCode: h.headerCode,
        iloId: ilo.iloID,
        iloDescription: ilo.iloDesc,
        iloCode: ilo.iloCode,
      };
      if (ilo.subIlos.length === 0)
        out.push({ ...base, subIloId: null, subIloDescription: null, subIloCode: null });
      for (const s of ilo.subIlos)
        out.push({
          ...base,
          subIloId: s.subIloID,
          subIloDescription: s.subIloDesc,
          subIloCode: s.subIloCode,
        });
    }
  }
  return out;
}

/** The ids of a node and everything under it. */
export function subtreeIds(rows: IloRecord[], rootId: number): number[] {
  const kids = childrenOf(rows);
  const out: number[] = [];
  const walk = (id: number) => {
    out.push(id);
    for (const k of kids.get(id) ?? []) walk(k.id);
  };
  walk(rootId);
  return out;
}

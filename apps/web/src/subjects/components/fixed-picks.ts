import type { FixedIloHeader } from '@mizan/domain/course-ilos';

export interface FixedPicks {
  /** Ticked ILOs (with or without sub-ILOs). */
  ilos: Set<number>;
  /** Ticked sub-ILOs. */
  subIlos: Set<number>;
}

/** What the fixed editor starts with: the ILOs and sub-ILOs the server marks selected. */
export function fixedPicksOf(headers: FixedIloHeader[]): FixedPicks {
  const ilos = new Set<number>();
  const subIlos = new Set<number>();
  for (const h of headers)
    for (const i of h.ilos) {
      if (i.selected) ilos.add(i.iloID);
      for (const s of i.subIlos) if (s.selected) subIlos.add(s.subIloID);
    }
  return { ilos, subIlos };
}

/** SPEC 7 body lists: ticked ILOs without sub-ILOs, ticked ILOs that have sub-ILOs, ticked sub-ILOs. */
export function fixedBody(headers: FixedIloHeader[], picks: FixedPicks) {
  const ilosNOChild: number[] = [];
  const ilosWithChild: number[] = [];
  const chkILO: number[] = [];
  for (const h of headers)
    for (const i of h.ilos) {
      if (!picks.ilos.has(i.iloID)) continue;
      if (i.subIlos.length) {
        ilosWithChild.push(i.iloID);
        chkILO.push(...i.subIlos.filter((s) => picks.subIlos.has(s.subIloID)).map((s) => s.subIloID));
      } else ilosNOChild.push(i.iloID);
    }
  return {
    ilosNOChild: ilosNOChild.join(','),
    ilosWithChild: ilosWithChild.join(','),
    chkILO: chkILO.join(','),
  };
}

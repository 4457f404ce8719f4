import { describe, expect, it } from '@jest/globals';
import type { CourseIloRow } from '@mizan/domain/courses';
import { courseIlosTree, iloCount, isFixedTree, rowsToHeaders } from './ilo-tree';

const t = (s: string) => ({ ar: `ع ${s}`, en: s });
const row = (h: number, iloId: number, sub: number | null): CourseIloRow => ({
  headerId: h,
  headerName: t(`H${h}`),
  headerCode: `1.${h}.`,
  iloId,
  iloDescription: t(`ILO ${iloId}`),
  iloCode: `c${iloId}`,
  subIloId: sub,
  subIloDescription: sub === null ? null : t(`Sub ${sub}`),
  subIloCode: sub === null ? null : `c${iloId}.${sub}`,
});

describe('rowsToHeaders (SPEC 3: flat rows shown as header / ILO / sub-ILO)', () => {
  it('groups rows under their header and ILO, in header order', () => {
    const tree = rowsToHeaders([row(2, 5, null), row(1, 1, 10), row(1, 1, 11), row(1, 2, null)]);
    expect(tree.map((h) => h.headerCode)).toEqual(['1.1.', '1.2.']);
    expect(tree[0].ilos.map((i) => i.iloID)).toEqual([1, 2]);
    expect(tree[0].ilos[0].subIlos.map((s) => s.subIloID)).toEqual([10, 11]);
    expect(tree[0].ilos[1].subIlos).toEqual([]);
    expect(iloCount(tree)).toBe(3);
  });

  it('tells fixed rows from a flexible tree', () => {
    expect(isFixedTree(courseIlosTree([row(1, 1, null)]))).toBe(true);
    const flexible = [{ iloId: 1, ilo_code: 'LO1', description: t('x'), children: [] }];
    expect(courseIlosTree(flexible)).toBe(flexible);
    expect(isFixedTree(flexible)).toBe(false);
    expect(courseIlosTree([])).toEqual([]);
  });
});

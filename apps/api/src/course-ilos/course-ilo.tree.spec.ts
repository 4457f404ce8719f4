import { fixedTree, flatRows, flexibleTree, type IloRecord, subtreeIds } from './course-ilo.tree.js';

const d = (en: string) => ({ ar: `ع ${en}`, en });
const row = (
  id: number,
  parent: number | null,
  code: string,
  header: IloRecord['header_code'] = null,
): IloRecord => ({
  id,
  parent_id: parent,
  header_code: header,
  code,
  description: d(code),
  depth: parent === null ? 1 : 2,
  sort: id,
});

const fixed = [
  row(1, null, 'a1', '1.1.'),
  row(2, null, 'a2', '1.1.'),
  row(3, 2, 'a2.1'),
  row(4, 2, 'a2.2'),
  row(5, null, 'c1', '1.3.'),
];

describe('165.1.3. ILO trees', () => {
  it('groups fixed ILOs under the four headers', () => {
    const tree = fixedTree(fixed);
    expect(tree.map((h) => [h.headerId, h.headerCode, h.ilos.length])).toEqual([
      [1, '1.1.', 2],
      [2, '1.2.', 0],
      [3, '1.3.', 1],
      [4, '1.4.', 0],
    ]);
    expect(tree[0].ilos[1].subIlos.map((s) => s.subIloCode)).toEqual(['a2.1', 'a2.2']);
    expect(tree[0].ilos[0]).not.toHaveProperty('selected');
  });

  it('flags the subject picks and keeps only them when asked', () => {
    const marks = { selected: new Set([2, 4]), unremovable: new Set([4]) };
    const all = fixedTree(fixed, marks);
    expect(all[0].ilos[1]).toMatchObject({ selected: true, unRemovable: false });
    expect(all[0].ilos[1].subIlos[1]).toMatchObject({ selected: true, unRemovable: true });
    const picked = fixedTree(fixed, { ...marks, onlySelected: true });
    expect(picked).toHaveLength(1);
    expect(picked[0].ilos.map((i) => i.iloCode)).toEqual(['a2']);
    expect(picked[0].ilos[0].subIlos.map((s) => s.subIloCode)).toEqual(['a2.2']);
  });

  it('flattens fixed ILOs to SPEC 3 rows: one per sub-ILO or per ILO without sub-ILOs', () => {
    const rows = flatRows(fixed);
    expect(rows.map((r) => [r.headerCode, r.iloCode, r.subIloCode])).toEqual([
      ['1.1.', 'a1', null],
      ['1.1.', 'a2', 'a2.1'],
      ['1.1.', 'a2', 'a2.2'],
      ['1.3.', 'c1', null],
    ]);
  });

  it('nests flexible ILOs and walks a subtree', () => {
    const flex = [
      row(1, null, 'LO1'),
      row(2, 1, 'LO1.1'),
      { ...row(3, 2, 'LO1.1.1'), depth: 3 },
      row(4, null, 'LO2'),
    ];
    const tree = flexibleTree(flex, { selected: new Set([3]), onlySelected: true });
    expect(tree).toEqual([
      {
        iloId: 1,
        ilo_code: 'LO1',
        description: d('LO1'),
        selected: false,
        unremovable: false,
        children: [
          {
            iloId: 2,
            ilo_code: 'LO1.1',
            description: d('LO1.1'),
            selected: false,
            unremovable: false,
            children: [
              {
                iloId: 3,
                ilo_code: 'LO1.1.1',
                description: d('LO1.1.1'),
                selected: true,
                unremovable: false,
                children: [],
              },
            ],
          },
        ],
      },
    ]);
    expect(subtreeIds(flex, 1).sort()).toEqual([1, 2, 3]);
  });
});

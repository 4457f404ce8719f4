import { describe, expect, it } from '@jest/globals';
import type { FixedIloHeader, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { subjectIlos } from './subject-ilos';

const d = (en: string) => ({ ar: en, en });

describe('165.2.1. ILOs a question of a subject may measure', () => {
  it('lists the ticked ILOs and sub-ILOs of a fixed tree in reading order', () => {
    const tree: FixedIloHeader[] = [
      {
        headerId: 1,
        headerCode: '1.1.',
        headerName: d('Knowledge'),
        ilos: [
          { iloID: 1, iloCode: 'a1', iloDesc: d('one'), selected: true, subIlos: [] },
          {
            iloID: 2,
            iloCode: 'a2',
            iloDesc: d('two'),
            selected: true,
            subIlos: [
              { subIloID: 3, subIloCode: 'a2.1', subIloDesc: d('two one'), selected: false },
              { subIloID: 4, subIloCode: 'a2.2', subIloDesc: d('two two'), selected: true },
            ],
          },
          { iloID: 5, iloCode: 'a3', iloDesc: d('three'), subIlos: [] },
        ],
      },
    ];
    expect(subjectIlos(tree).map((i) => [i.code, i.depth])).toEqual([
      ['a1', 0],
      ['a2', 0],
      ['a2.2', 1],
    ]);
  });

  it('walks a flexible tree and keeps a ticked child of an unticked node', () => {
    const tree: FlexibleIloNode[] = [
      {
        iloId: 1,
        ilo_code: 'LO1',
        description: d('one'),
        children: [{ iloId: 2, ilo_code: 'LO1.1', description: d('one one'), selected: true, children: [] }],
      },
      { iloId: 3, ilo_code: 'LO2', description: d('two'), selected: true, children: [] },
    ];
    expect(subjectIlos(tree).map((i) => i.id)).toEqual([2, 3]);
  });
});

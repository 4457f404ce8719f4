import { describe, expect, it } from '@jest/globals';
import type { FixedIloHeader } from '@mizan/domain/course-ilos';
import { fixedBody, fixedPicksOf } from './fixed-picks';

const t = (s: string) => ({ ar: s, en: s });
const headers: FixedIloHeader[] = [
  {
    headerId: 1,
    headerCode: '1.1.',
    headerName: t('K'),
    ilos: [
      { iloID: 1, iloCode: 'a1', iloDesc: t('a1'), selected: true, subIlos: [] },
      {
        iloID: 2,
        iloCode: 'a2',
        iloDesc: t('a2'),
        selected: true,
        subIlos: [
          { subIloID: 3, subIloCode: 'a2.1', subIloDesc: t('a2.1'), selected: false },
          { subIloID: 4, subIloCode: 'a2.2', subIloDesc: t('a2.2'), selected: true },
        ],
      },
      { iloID: 5, iloCode: 'a3', iloDesc: t('a3'), subIlos: [] },
    ],
  },
];

describe('fixed ILO picks (SPEC 7 subject body)', () => {
  it('starts from what the server marks selected', () => {
    const picks = fixedPicksOf(headers);
    expect([...picks.ilos]).toEqual([1, 2]);
    expect([...picks.subIlos]).toEqual([4]);
  });

  it('sends ILOs without sub-ILOs, ILOs with sub-ILOs, and ticked sub-ILOs as id lists', () => {
    expect(fixedBody(headers, fixedPicksOf(headers))).toEqual({
      ilosNOChild: '1',
      ilosWithChild: '2',
      chkILO: '4',
    });
    expect(fixedBody(headers, { ilos: new Set([5, 2]), subIlos: new Set() })).toEqual({
      ilosNOChild: '5',
      ilosWithChild: '2',
      chkILO: '',
    });
  });
});

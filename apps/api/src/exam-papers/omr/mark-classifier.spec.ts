import { classifyRow, type Ink } from './mark-classifier.js';

// Inks above a sheet whose empty bubbles read 0.05 (grey paper), as the synthetic scans measure them.
const empty: Ink = { mean: 0.05, peak: 0.05 };
const ink = (mean: number, peak = mean) => ({ mean: mean + 0.05, peak: peak + 0.05 });
const blank = ink(0);
const fill = ink(0.8, 0.78);
const tick = ink(0.2, 0.6);
const pencil = ink(0.3, 0.28);
const residue = ink(0.16, 0.15);

describe('165.7.1. classifyRow: what a row of bubbles says', () => {
  it("reads a fill, a pen's tick and light pencil alone as the answer", () => {
    expect(classifyRow([blank, fill, blank, blank], empty, false)).toEqual({ marked: [1], doubt: null });
    expect(classifyRow([tick, blank, blank, blank], empty, false)).toEqual({ marked: [0], doubt: null });
    expect(classifyRow([blank, blank, blank, pencil], empty, false)).toEqual({ marked: [3], doubt: null });
    expect(classifyRow([blank, blank], empty, false)).toEqual({ marked: [], doubt: null });
  });

  it('reads a fill beside an erasure residue as the fill: residue is lighter than any mark read alone', () => {
    expect(classifyRow([residue, fill, blank, blank], empty, false)).toEqual({ marked: [1], doubt: null });
  });

  it('sends to a person what could be read two ways', () => {
    // A trace too light to be an answer, alone.
    expect(classifyRow([blank, residue, blank, blank], empty, false)).toEqual({
      marked: [1],
      doubt: 'faintMark',
    });
    // Light pencil beside a fill: an erasure, or a second answer.
    expect(classifyRow([pencil, fill, blank, blank], empty, false)).toEqual({
      marked: [1],
      doubt: 'erasure',
    });
    // Two answers in a single-answer question, whatever the pen drew.
    expect(classifyRow([fill, blank, fill, blank], empty, false)).toEqual({
      marked: [0, 2],
      doubt: 'multipleMarks',
    });
    expect(classifyRow([fill, tick, blank, blank], empty, false)).toEqual({
      marked: [0, 1],
      doubt: 'multipleMarks',
    });
    expect(classifyRow([tick, blank, pencil, blank], empty, false)).toEqual({
      marked: [0, 2],
      doubt: 'multipleMarks',
    });
    // Light pencil that does not stand clear of its row (all four greyed by a smudge).
    const smudge = ink(0.15, 0.14);
    expect(classifyRow([pencil, smudge, blank, blank], empty, false)).toEqual({
      marked: [0, 1],
      doubt: 'faintMark',
    });
  });

  it('takes several marks in a multi-answer question, but not light pencil beside a fill', () => {
    expect(classifyRow([fill, tick, blank, fill], empty, true)).toEqual({ marked: [0, 1, 3], doubt: null });
    expect(classifyRow([tick, pencil, blank, blank], empty, true)).toEqual({ marked: [0, 1], doubt: null });
    expect(classifyRow([fill, pencil, blank, blank], empty, true)).toEqual({ marked: [0], doubt: 'erasure' });
  });
});

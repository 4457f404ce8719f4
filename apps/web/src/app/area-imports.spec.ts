import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * STYLE.md §1: web areas import kits, never each other. A kit holds no area rules and may be used by
 * any area; an area's sibling folder for a second concern of the same app id (`question-import/`
 * beside `questions/`) counts as that area.
 */
const KITS = new Set([
  'api',
  'app',
  'state',
  'i18n',
  'format',
  'realtime',
  'course-scope',
  'collaboration',
  // The question as every question screen shows it (bank, review, and the exam half's model view).
  'question-kit',
  // What the web's unit specs share (waiting for a hook's state).
  'testing',
]);
// Paper and electronic delivery (the proctor's screen) are the exam generation app's (165.7.1.) too.
const SAME_APP: Record<string, string> = {
  'question-import': 'questions',
  'exam-papers': 'exam-generation',
  'electronic-exams': 'exam-generation',
  // The dashboard's cards are the reports' figures (165.4.x), live by the reports' room.
  dashboard: 'reports',
};
/**
 * Parts one area draws inside another's screen, named one by one: the question view's 'measured in
 * exams' section is the reports' item statistics of that question. (Issue 12's next step: a slot the
 * app fills, so that the questions area need not name it.)
 */
const SHOWN_ELSEWHERE = new Set(['reports/components/QuestionMeasures']);

const SRC = path.resolve(import.meta.dirname, '..');
const areaOf = (file: string) => path.relative(SRC, file).split(path.sep)[0];
const appOf = (area: string) => SAME_APP[area] ?? area;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** Every `from '...'` and `import('...')` of a relative path, resolved to the folder it lands in. */
function crossings(file: string): string[] {
  const area = areaOf(file);
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const m of text.matchAll(/(?:from\s+|import\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const target = path.resolve(path.dirname(file), m[1]);
    if (!target.startsWith(SRC + path.sep)) continue;
    const to = areaOf(target);
    if (to === area || KITS.has(to) || !target.includes(path.sep, SRC.length + 1)) continue;
    if (appOf(to) === appOf(area) || SHOWN_ELSEWHERE.has(path.relative(SRC, target))) continue;
    found.push(`${path.relative(SRC, file)} -> ${m[1]}`);
  }
  return found;
}

describe('web areas (STYLE.md §1)', () => {
  const files = sources(SRC);

  it('finds the areas and kits it checks', () => {
    const folders = new Set(files.map(areaOf));
    for (const f of ['questions', 'review', 'courses', 'course-scope', 'collaboration', 'question-import'])
      expect(folders).toContain(f);
  });

  it('no area imports another area; kits import no area', () => {
    const bad = files.filter((f) => areaOf(f) !== 'app').flatMap(crossings);
    expect(bad).toEqual([]);
  });

  it('the app folder imports areas only to route to them', () => {
    const bad = files
      .filter((f) => areaOf(f) === 'app')
      .flatMap(crossings)
      .filter((c) => !/^app\/(router\.tsx|layout\/AppHeader\.tsx) -> /.test(c.replaceAll(path.sep, '/')));
    expect(bad).toEqual([]);
  });
});

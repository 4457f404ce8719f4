import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The questions area owns the question tables (STYLE 3): SQL on them lives in apps/api/src/questions/
 * only; other areas go through what it exports (writer, stores, bank reader, access check). Seed,
 * migrations and tests (which check what was written) are the exceptions.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const OWNER = 'questions/';
const EXEMPT = [/^database\/(seed|migrations)\//, /\.(api-)?spec\.ts$/];
/** The area's tables; question_import is the importer's own. */
const TABLES = ['question', 'question_version', 'question_ilo', 'question_event', 'question_image'];
export const QUESTION_SQL = new RegExp(
  `\\b(from|join|into|update|using|table)\\s+(${TABLES.join('|')})\\b(?!\\.)`,
  'i',
);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

describe('165.2.1. question tables have one owner', () => {
  it('finds SQL on the question tables only in the questions area', () => {
    const offenders = sources(SRC)
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .filter((rel) => !rel.startsWith(OWNER) && !EXEMPT.some((e) => e.test(rel)))
      .flatMap((rel) =>
        readFileSync(path.join(SRC, rel), 'utf8')
          .split('\n')
          .flatMap((line, i) => (QUESTION_SQL.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it.each([
    ['select id from question where id = ?', true],
    ['  from question q join app_user u on u.id = q.creator_id', true],
    ['insert into question_event (question_id) values (?)', true],
    ['update question set status = ?', true],
    ['delete from question_ilo qi using question q', true],
    ['select * from question_import', false],
    ['// the question from the import', false],
    ["import { QuestionWriter } from '../questions/question.writer.js';", false],
  ])('reads %j as question SQL: %s', (line, expected) => {
    expect(QUESTION_SQL.test(line)).toBe(expected);
  });
});

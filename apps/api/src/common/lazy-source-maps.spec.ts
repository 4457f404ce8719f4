import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { mapStacksLazily } from './lazy-source-maps.js';

describe('mapStacksLazily', () => {
  const before = Error.prepareStackTrace;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mizan-stacks-'));
  });
  afterAll(() => {
    Error.prepareStackTrace = before;
    rmSync(dir, { recursive: true, force: true });
  });

  /** A one-line "chunk" at `file` whose function makes an error with the given constructor. */
  const chunk = (file: string) =>
    vm.runInThisContext('(function make(E) { return new E("boom"); })', { filename: file }) as (
      e: ErrorConstructor,
    ) => Error;

  it('names the source file and line from the map beside the chunk, read when the stack is', () => {
    const file = path.join(dir, 'chunk.js');
    // Line 1 maps to line 42 of ../src/orders.ts (from its column 1 on).
    writeFileSync(
      `${file}.map`,
      JSON.stringify({ version: 3, sources: ['../src/orders.ts'], names: [], mappings: 'AAyCA' }),
    );
    mapStacksLazily();
    const stack = chunk(file)(Error).stack ?? '';
    expect(stack.split('\n')[0]).toBe('Error: boom');
    expect(stack).toContain(`at make (${path.resolve(dir, '../src/orders.ts')}:42:`);
    expect(stack).not.toContain(`${file}:1:`);
  });

  it('leaves a frame without a map as V8 writes it', () => {
    const file = path.join(dir, 'plain.js');
    mapStacksLazily();
    const stack = chunk(file)(TypeError).stack ?? '';
    expect(stack.split('\n')[0]).toBe('TypeError: boom');
    expect(stack).toMatch(new RegExp(`at make \\(${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:1:\\d+\\)`));
  });
});

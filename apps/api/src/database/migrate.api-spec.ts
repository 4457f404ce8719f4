import { BOOT_TIMEOUT, startTestApp, type TestApp } from '../../test/harness.js';
import { migrate } from './database.js';
import { MIGRATIONS } from './migrations/index.js';

/** Every start migrates: on an up-to-date database it must change nothing, and a missing migration still runs. */
describe('migrate on start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, BOOT_TIMEOUT);
  afterAll(() => t.close());

  const applied = () =>
    t.sql<{ name: string; executed_at: string }>(
      'select name, executed_at::text from mikro_orm_migrations order by name',
    );

  it('leaves an up-to-date database as it is', async () => {
    const before = await applied();
    expect(before.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());
    await migrate(t.running.database.orm);
    expect(await applied()).toEqual(before);
  });

  it('runs the one migration a database lacks, and only that one', async () => {
    // One whose work is easy to undo and to see: two indexes.
    const lacking = 'Migration20261128020000_course_type_name';
    const index = () =>
      t.sql<{ n: number }>(
        "select count(*)::int as n from pg_indexes where indexname in ('course_type_name_ar_index', 'course_type_name_en_index')",
      );
    await t.sql('drop index course_type_name_ar_index');
    await t.sql('drop index course_type_name_en_index');
    await t.sql('delete from mikro_orm_migrations where name = ?', [lacking]);
    const others = await applied();

    await migrate(t.running.database.orm);

    expect((await index())[0].n).toBe(2);
    const after = await applied();
    expect(after.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name).sort());
    expect(after.filter((m) => m.name !== lacking)).toEqual(others);
  });
});

// Excel import of courses (SPEC 5): a 5,000-row .xlsx posted to /api/courses/165.1.1./fileImport on PGlite,
// first as a dry run, then for real: seconds for each and the API process's peak memory (VmHWM). Before them,
// four concurrent 2 MB spreadsheets each unpacking to 200 MB (the uploads spec's bombs): how long their 413s
// take, what they cost the API in CPU and memory, and how long its health route waits meanwhile. The spec
// checks the refusals; their speed is measured here, since a loaded CI machine stretched both the spec's wall
// time and its jest worker's CPU time. The health route waits during the imports too; its round trip (select 1)
// queues behind the import's transaction on PGlite's single connection, so there it is the embedded database's
// one-writer wait as much as the event loop's.
import { BYTES_PER_MB } from '@mizan/domain/limits';
import ExcelJS from 'exceljs';
import {
  cpuMs,
  importApiTestModule,
  log,
  login,
  memoryOf,
  round,
  runAlone,
  startApi,
  withTempDir,
  whileWatching,
} from './lib.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 5000);
const PLANS = 10;
const IMPORT_PATH = '/api/courses/165.1.1./fileImport';
/** The uploads spec's bomb: a spreadsheet of this many MB unpacking to this many. */
const BOMB_MB = 2;
const BOMB_UNPACKED_MB = 200;

/** The SPEC 5 layout: A Arabic name, B English name, C Arabic plan, D English plan, E plan number, F code. */
async function workbook(rows) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('courses');
  sheet.addRow(['اسم المقرر', 'Course name', 'اللائحة', 'Study plan', 'رقم اللائحة', 'Course code']);
  for (let i = 1; i <= rows; i++) {
    const plan = 7000 + (i % PLANS);
    sheet.addRow([
      `مقرر الاستيراد رقم ${i}`,
      `Imported course ${i}`,
      `لائحة الاستيراد ${plan}`,
      `Import bylaw ${plan}`,
      String(plan),
      // Column F is optional: every other row leaves it empty.
      i % 2 ? `IMP${i}` : null,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(api, token, file, dryRun) {
  const form = new FormData();
  form.append('dryRun', dryRun ? '1' : '0');
  form.append(
    'file',
    new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'courses.xlsx',
  );
  const res = await fetch(`${api.url}${IMPORT_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

/** Posts the file, sampling the API's RSS every 50 ms and asking its health every 20 ms while it works. */
async function post(api, token, file, dryRun) {
  const { result, seconds, sampledPeakMb, healthMaxWaitMs } = await whileWatching(api, () =>
    upload(api, token, file, dryRun),
  );
  const { status, body } = result;
  if (status !== 200) throw new Error(`fileImport answered ${status}: ${JSON.stringify(body)}`);
  return {
    seconds,
    total: body.total,
    imported: body.imported,
    skipped: body.skipped,
    sampledPeakMb,
    healthMaxWaitMs,
  };
}

/** The four bombs at once, with GET /api/health polled every 20 ms meanwhile. */
async function bombs(api, token) {
  const { spreadsheetBomb } = await importApiTestModule('apps/api/test/zip-fixtures.ts');
  const bomb = await spreadsheetBomb(BOMB_MB * BYTES_PER_MB, BOMB_UNPACKED_MB * BYTES_PER_MB);
  const cpuFrom = cpuMs(api.child.pid);
  const { result, seconds, sampledPeakMb, healthMaxWaitMs } = await whileWatching(api, () =>
    Promise.all([0, 1, 2, 3].map(() => upload(api, token, bomb, true))),
  );
  const statuses = result.map((r) => r.status);
  if (statuses.some((s) => s !== 413)) throw new Error(`the bombs were answered ${statuses.join(', ')}`);
  const cpuTo = cpuMs(api.child.pid);
  return {
    files: 4,
    fileMb: round(bomb.length / BYTES_PER_MB, 1),
    unpacksToMb: BOMB_UNPACKED_MB,
    seconds,
    apiCpuMs: cpuFrom === null || cpuTo === null ? null : Math.round(cpuTo - cpuFrom),
    healthMaxWaitMs,
    sampledPeakMb,
  };
}

export default async function courseImport() {
  const file = await workbook(ROWS);
  log(`course-import: ${ROWS} rows, ${round(file.length / 1024, 0)} kB .xlsx`);
  return withTempDir(async (dataDir) => {
    const api = await startApi({ DATABASE_URL: '', MIZAN_DATA_DIR: dataDir });
    try {
      const token = await login(api.url);
      const refused = await bombs(api, token);
      log(
        `course-import bombs: 4 x 413 in ${refused.seconds} s, API CPU ${refused.apiCpuMs} ms, health waited ${refused.healthMaxWaitMs} ms at most`,
      );
      const before = await memoryOf(api.child.pid);
      const dryRun = await post(api, token, file, true);
      log(
        `course-import dry run: ${dryRun.seconds} s, ${dryRun.imported} importable, health waited ${dryRun.healthMaxWaitMs} ms at most`,
      );
      const real = await post(api, token, file, false);
      log(
        `course-import: ${real.seconds} s, ${real.imported} imported, health waited ${real.healthMaxWaitMs} ms at most`,
      );
      const after = await memoryOf(api.child.pid);
      if (real.imported !== ROWS) throw new Error(`imported ${real.imported} of ${ROWS} rows`);
      return {
        database: 'pglite',
        rows: ROWS,
        fileKb: round(file.length / 1024, 0),
        bombs: refused,
        dryRun,
        import: real,
        memory: {
          rssBeforeMb: before.rssMb,
          importPeakRssMb: Math.max(dryRun.sampledPeakMb, real.sampledPeakMb),
          processPeakMb: after.hwmMb,
          // VmHWM is the peak since the process began: when the import did not raise it, start-up set it.
          processPeakSetBy:
            after.hwmMb > before.hwmMb ? 'the import' : 'start-up (migrate and seed), not the import',
          source:
            'VmRSS of the API process sampled every 50 ms during each upload; VmHWM from /proc/<pid>/status',
        },
      };
    } finally {
      await api.stop();
    }
  });
}

if (import.meta.main) await runAlone('courseImport', courseImport, ['api']);

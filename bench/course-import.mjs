// Excel import of courses (SPEC 5): a 5,000-row .xlsx posted to /api/courses/165.1.1./fileImport on PGlite,
// first as a dry run, then for real: seconds for each and the API process's peak memory (VmHWM).
import ExcelJS from 'exceljs';
import { log, login, memoryOf, round, runAlone, startApi, whileSampling, withTempDir } from './lib.mjs';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 5000);
const PLANS = 10;
const IMPORT_PATH = '/api/courses/165.1.1./fileImport';

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

/** Posts the file and samples the API's RSS every 50 ms while it works. */
async function post(api, token, file, dryRun) {
  const form = new FormData();
  form.append('dryRun', dryRun ? '1' : '0');
  form.append(
    'file',
    new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    'courses.xlsx',
  );
  const { result, seconds, sampledPeakMb } = await whileSampling(api.child.pid, async () => {
    const res = await fetch(`${api.url}${IMPORT_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  });
  const { status, body } = result;
  if (status !== 200) throw new Error(`fileImport answered ${status}: ${JSON.stringify(body)}`);
  return { seconds, total: body.total, imported: body.imported, skipped: body.skipped, sampledPeakMb };
}

export default async function courseImport() {
  const file = await workbook(ROWS);
  log(`course-import: ${ROWS} rows, ${round(file.length / 1024, 0)} kB .xlsx`);
  return withTempDir(async (dataDir) => {
    const api = await startApi({ DATABASE_URL: '', MIZAN_DATA_DIR: dataDir });
    try {
      const token = await login(api.url);
      const before = await memoryOf(api.child.pid);
      const dryRun = await post(api, token, file, true);
      log(`course-import dry run: ${dryRun.seconds} s, ${dryRun.imported} importable`);
      const real = await post(api, token, file, false);
      log(`course-import: ${real.seconds} s, ${real.imported} imported`);
      const after = await memoryOf(api.child.pid);
      if (real.imported !== ROWS) throw new Error(`imported ${real.imported} of ${ROWS} rows`);
      return {
        database: 'pglite',
        rows: ROWS,
        fileKb: round(file.length / 1024, 0),
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

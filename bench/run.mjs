// `npm run bench [-- name ...]`: runs the bench scripts (all, or those named) on the built app and prints
// one JSON object with their figures on stdout; progress goes to stderr.
import collab from './collab.mjs';
import courseImport from './course-import.mjs';
import courses from './courses.mjs';
import e2eWall from './e2e-wall.mjs';
import electronicExams from './electronic-exams.mjs';
import electronicExamsOffline from './electronic-exams-offline.mjs';
import examAssembly from './exam-assembly.mjs';
import { log, missingBuild, printFigures } from './lib.mjs';
import lists from './lists.mjs';
import omr from './omr.mjs';
import papers from './papers.mjs';
import questionImport from './question-import.mjs';
import reports from './reports.mjs';
import reserveExam from './reserve-exam.mjs';
import review from './review.mjs';
import questions from './questions.mjs';
import session from './session.mjs';
import sockets from './sockets.mjs';
import startup from './startup.mjs';
import webBundle from './web-bundle.mjs';

const BENCHES = {
  startup: { key: 'startup', run: startup, needs: ['api'] },
  session: { key: 'session', run: session, needs: ['api'] },
  'web-bundle': { key: 'webBundle', run: webBundle, needs: ['web'] },
  lists: { key: 'lists', run: lists, needs: ['api'] },
  courses: { key: 'courses', run: courses, needs: ['api'] },
  'course-import': { key: 'courseImport', run: courseImport, needs: ['api'] },
  questions: { key: 'questions', run: questions, needs: ['api'] },
  'question-import': { key: 'questionImport', run: questionImport, needs: ['api'] },
  'e2e-wall': { key: 'e2eWall', run: e2eWall, needs: ['api', 'web'] },
  review: { key: 'review', run: review, needs: ['api'] },
  collab: { key: 'collab', run: collab, needs: ['api'] },
  sockets: { key: 'sockets', run: sockets, needs: ['api'] },
  'exam-assembly': { key: 'examAssembly', run: examAssembly, needs: ['api'] },
  omr: { key: 'omr', run: omr, needs: ['api'] },
  papers: { key: 'papers', run: papers, needs: ['api'] },
  'reserve-exam': { key: 'reserveExam', run: reserveExam, needs: ['api'] },
  reports: { key: 'reports', run: reports, needs: [] },
  'electronic-exams': { key: 'electronicExams', run: electronicExams, needs: ['api', 'web'] },
  'electronic-exams-offline': {
    key: 'electronicExamsOffline',
    run: electronicExamsOffline,
    needs: ['api', 'web'],
  },
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in BENCHES));
if (unknown.length) {
  log(`unknown bench ${unknown.join(', ')}; choose from: ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const selected = names.length ? names : Object.keys(BENCHES);

const missing = missingBuild([...new Set(selected.flatMap((name) => BENCHES[name].needs))]);
if (missing.length) {
  log(`missing ${missing.join(', ')}: run \`npm run build\` first`);
  process.exit(1);
}

const figures = {};
let failed = false;
for (const name of selected) {
  const { key, run } = BENCHES[name];
  log(`${name}: running`);
  try {
    figures[key] = await run();
  } catch (error) {
    log(`${name} failed: ${error.stack}`);
    figures[key] = { error: error.message };
    failed = true;
  }
}
printFigures(figures);
if (failed) process.exitCode = 1;

// Question import (SPEC 5, issue 6 'Figures') on PostgreSQL:
// (a) preview of a Moodle XML file just under the 5 MB limit holding thousands of questions of every type
//     it maps (Arabic and English, HTML, TeX, a few base64 images, a few invalid ones): wall time of
//     POST /api/questions/165.2.1./import/preview and the API process's peak memory during it;
// (b) commit of 5,000 questions of a compact Moodle XML file into the bank, with a subject and ILO of the
//     course: wall time of POST .../import/commit and the rows it added.
import { crc32, deflateSync } from 'node:zlib';
import { LIMITS } from '@mizan/domain/limits';
import {
  log,
  login,
  median,
  memoryOf,
  resetDatabase,
  round,
  runAlone,
  startApi,
  withPg,
  whileWatching,
} from './lib.mjs';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/mizan_bench_question_import';
const PREVIEW = '/api/questions/165.2.1./import/preview';
const COMMIT = '/api/questions/165.2.1./import/commit';
const COMMIT_QUESTIONS = Number(process.env.BENCH_IMPORT_COMMIT || 5000);
/** The API refuses a file of LIMITS.questionImportMaxBytes or more: the big file stays 1 kB under it. */
const MAX_BYTES = LIMITS.questionImportMaxBytes - 1024;
const IMAGES = 12;
const GOALS = { previewSeconds: 2, previewPeakMb: 300, commitSeconds: 5 };

/** A deterministic pseudo-random sequence, so that every run posts the same files. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A small w×w PNG of one hue (each `n` a different image), base64. */
function png(n, w = 24) {
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(w, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = [];
  for (let y = 0; y < w; y++) {
    const row = Buffer.alloc(1 + w * 3);
    for (let x = 0; x < w; x++) row.set([(n * 40 + x * 8) & 255, (y * 9) & 255, (n * 90) & 255], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}

const EN = {
  terms: [
    'shear stress',
    'a binary tree',
    'the Fourier transform',
    'Ohm’s law',
    'a pointer',
    'entropy',
    'torque',
  ],
  topics: ['structural analysis', 'data structures', 'signal processing', 'circuit theory', 'thermodynamics'],
  words: ['beam', 'column', 'stack', 'queue', 'voltage', 'current', 'pressure', 'flow', 'load', 'node'],
};
const AR = {
  terms: [
    'إجهاد القص',
    'الشجرة الثنائية',
    'تحويل فورييه',
    'قانون أوم',
    'المؤشر',
    'الإنتروبيا',
    'عزم الدوران',
  ],
  topics: ['التحليل الإنشائي', 'هياكل البيانات', 'معالجة الإشارات', 'نظرية الدوائر', 'الديناميكا الحرارية'],
  words: ['الكمرة', 'العمود', 'المكدس', 'الطابور', 'الجهد', 'التيار', 'الضغط', 'السريان', 'الحمل', 'العقدة'],
};
const CATEGORIES = [
  'Introduction and basic concepts',
  'Core theory',
  'Methods of analysis',
  'المفاهيم الأساسية',
];
/** Types by weight (of 20): MCQ 6, MMCQ 3, true/false 3, short answer 2, matching 2, essay 2, numerical 2. */
const MIX = [
  ...Array(6).fill('mcq'),
  ...Array(3).fill('mmcq'),
  ...Array(3).fill('tf'),
  ...Array(2).fill('short'),
  ...Array(2).fill('matching'),
  ...Array(2).fill('essay'),
  ...Array(2).fill('numerical'),
];

const cdata = (html) => `<![CDATA[${html}]]>`;
const text = (html, format = 'html') => `<text>${format === 'html' ? cdata(html) : html}</text>`;

/**
 * One Moodle XML question. `verbose` writes what Moodle's own export writes (name, feedback fields,
 * penalty, hidden, answer feedback...); otherwise only what the import reads.
 */
function question(i, rnd, verbose, image) {
  const ar = rnd() < 0.5;
  const L = ar ? AR : EN;
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const dir = ar ? ' dir="rtl"' : '';
  const term = pick(L.terms);
  const topic = pick(L.topics);
  let type = MIX[Math.floor(rnd() * MIX.length)];
  // About 2% are not importable: a description, or a grade Moodle itself refuses.
  const broken = i % 53 === 7 ? (i % 2 ? 'description' : 'grade') : null;
  if (broken === 'grade') type = 'mcq';
  const rich = rnd() < 0.25;
  let stem = ar
    ? `<p${dir}>أي مما يلي يصف <strong>${term}</strong> في ${topic} بشكل صحيح؟ (سؤال ${i})</p>`
    : `<p>Which of the following best describes <strong>${term}</strong> in ${topic}? (item ${i})</p>`;
  if (rich)
    stem += ar
      ? `<ul${dir}><li>${pick(L.words)}</li><li><em>${pick(L.words)}</em></li></ul><p${dir}>علمًا بأن \\(F = m a\\)</p>`
      : `<ul><li>${pick(L.words)}</li><li><em>${pick(L.words)}</em></li></ul><p>Given \\(F = m a\\) and <code>x[i]</code>.</p>`;
  let files = '';
  if (image !== undefined) {
    stem += `<p><img src="@@PLUGINFILE@@/figure-${image}.png" alt="figure ${image}"></p>`;
    files = `<file name="figure-${image}.png" path="/" encoding="base64">${png(image)}</file>`;
  }
  const name = verbose ? `<name>${text(`Q${i} ${term}`, 'plain')}</name>` : '';
  const head = `<questiontext format="html">${text(stem)}${files}</questiontext>`;
  const feedback = ar ? `<p${dir}>راجع ${topic}.</p>` : `<p>See the lecture on ${topic}.</p>`;
  const common = verbose
    ? `<generalfeedback format="html">${text(feedback)}</generalfeedback><defaultgrade>${1 + (i % 3)}</defaultgrade><penalty>0.3333333</penalty><hidden>0</hidden><idnumber></idnumber>`
    : '';
  const answerFeedback = verbose ? '<feedback format="html"><text></text></feedback>' : '';
  const answer = (fraction, html, extra = '') =>
    `<answer fraction="${fraction}" format="html">${text(html)}${extra}${answerFeedback}</answer>`;
  const option = (k) => `<p${dir}>${pick(L.words)} ${k + 1}</p>`;
  const choiceExtras = verbose
    ? '<shuffleanswers>true</shuffleanswers><answernumbering>abc</answernumbering><showstandardinstruction>0</showstandardinstruction><correctfeedback format="html"><text>Your answer is correct.</text></correctfeedback><partiallycorrectfeedback format="html"><text>Your answer is partially correct.</text></partiallycorrectfeedback><incorrectfeedback format="html"><text>Your answer is incorrect.</text></incorrectfeedback>'
    : '';
  let body;
  switch (broken === 'description' ? 'description' : type) {
    case 'description':
      return `<question type="description">${name}${head}${common}</question>`;
    case 'mcq': {
      const n = 3 + Math.floor(rnd() * 3);
      const right = Math.floor(rnd() * n);
      const answers = Array.from({ length: n }, (_, k) =>
        answer(k === right ? (broken ? 33 : 100) : 0, option(k)),
      );
      body = `<single>true</single>${choiceExtras}${answers.join('')}`;
      break;
    }
    case 'mmcq': {
      const thirds = rnd() < 0.5;
      const grades = thirds ? [33.33333, 33.33333, 33.33333, -100] : [50, 50, -50, -50, 0];
      body = `<single>false</single>${choiceExtras}${grades.map((g, k) => answer(g, option(k))).join('')}`;
      break;
    }
    case 'tf': {
      const right = rnd() < 0.5;
      body = answer(right ? 100 : 0, 'true', '') + answer(right ? 0 : 100, 'false', '');
      break;
    }
    case 'short': {
      const a = pick(L.words);
      const b = `${a} ${i}`;
      body = `<usecase>0</usecase>${answer(100, a)}${answer(100, b)}${answer(0, `${pick(L.words)}-${i}`)}`;
      break;
    }
    case 'numerical':
      body = `${answer(100, String(10 + (i % 90)), '<tolerance>0</tolerance>')}`;
      break;
    case 'matching': {
      const pairs = Array.from(
        { length: 3 + (i % 2) },
        (_, k) =>
          `<subquestion format="html">${text(`<p${dir}>${L.words[k]}</p>`)}<answer>${text(`${L.words[k + 5]} ${k}`, 'plain')}</answer></subquestion>`,
      );
      body = `${verbose ? '<shuffleanswers>true</shuffleanswers>' : ''}${pairs.join('')}`;
      break;
    }
    case 'essay':
      body = `<responsefieldlines>${5 + (i % 10)}</responsefieldlines>${verbose ? '<responseformat>editor</responseformat><responserequired>1</responserequired><attachments>0</attachments><responsetemplate format="html"><text></text></responsetemplate>' : ''}<graderinfo format="html">${text(feedback)}</graderinfo>`;
      break;
  }
  const moodleType =
    { mcq: 'multichoice', mmcq: 'multichoice', tf: 'truefalse', short: 'shortanswer' }[type] ?? type;
  return `<question type="${moodleType}">${name}${head}${common}${body}</question>\n`;
}

/**
 * A Moodle XML export of the mix above: up to `maxQuestions` questions and under `maxBytes`, a category
 * every 250 questions, IMAGES questions with an embedded image (spread over the file).
 */
export function moodleXml({ maxBytes, maxQuestions = Number.POSITIVE_INFINITY, verbose, seed }) {
  const rnd = random(seed);
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n';
  const tail = '</quiz>\n';
  const parts = [head];
  let bytes = Buffer.byteLength(head) + Buffer.byteLength(tail);
  let questions = 0;
  for (let i = 0; questions < maxQuestions; i++) {
    let xml = '';
    if (i % 250 === 0)
      xml += `<question type="category"><category>${text(`$course$/top/${CATEGORIES[(i / 250) % CATEGORIES.length]}`, 'plain')}</category></question>\n`;
    const image = i % 397 === 5 && i / 397 < IMAGES ? Math.floor(i / 397) : undefined;
    xml += question(i + 1, rnd, verbose, image);
    const size = Buffer.byteLength(xml);
    if (bytes + size > maxBytes) break;
    parts.push(xml);
    bytes += size;
    questions++;
  }
  parts.push(tail);
  const file = Buffer.from(parts.join(''), 'utf8');
  if (file.length >= LIMITS.questionImportMaxBytes) throw new Error(`the file is ${file.length} bytes`);
  return { file, questions };
}

async function call(api, token, path, init) {
  const res = await fetch(`${api.url}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init?.headers },
  });
  const raw = await res.text();
  return { status: res.status, raw };
}

const getJson = async (api, token, path) => {
  const { status, raw } = await call(api, token, path);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${raw.slice(0, 500)}`);
  return JSON.parse(raw);
};

/** The ILO ids a subject ticked, leaves first (fixed headers with sub-ILOs, or a flexible tree). */
function tickedIlos(tree) {
  const leaves = [];
  const others = [];
  const walk = (nodes) => {
    for (const n of nodes ?? []) {
      if (n.ilos) walk(n.ilos);
      const id = n.iloID ?? n.subIloID ?? n.iloId;
      const kids = n.subIlos ?? n.children ?? [];
      if (id !== undefined && n.selected !== false) (kids.length ? others : leaves).push(id);
      walk(kids);
    }
  };
  walk(tree);
  return [...leaves, ...others];
}

/** The first active course (as the question bank lists them) with an active subject that ticks an ILO. */
async function pickCourse(api, token) {
  const list = await getJson(api, token, '/api/courses/165.2.1./getList?limit=50&activeStatus=1');
  for (const course of list.courses) {
    const { subjects } = await getJson(
      api,
      token,
      `/api/subjects/165.2.1.?courseId=${course.courseId}&activeStatus=1`,
    );
    for (const s of subjects) {
      const [iloId] = tickedIlos(s.ilos);
      if (s.active && iloId)
        return { courseId: course.courseId, courseCode: course.courseCode, subjectId: s.subjectId, iloId };
    }
  }
  throw new Error('no active course with an active subject that ticks an ILO');
}

/** Posts a Moodle XML file for preview while sampling the API's RSS. */
async function preview(api, token, courseId, file) {
  const form = new FormData();
  form.append('courseId', String(courseId));
  form.append('importType', '1');
  form.append('file', new Blob([file], { type: 'application/xml' }), 'moodle-questions.xml');
  const before = await memoryOf(api.child.pid);
  const { result, seconds, sampledPeakMb, healthMaxWaitMs } = await whileWatching(api, () =>
    call(api, token, PREVIEW, { method: 'POST', body: form }),
  );
  const after = await memoryOf(api.child.pid);
  if (result.status !== 200)
    throw new Error(`preview answered ${result.status}: ${result.raw.slice(0, 500)}`);
  const body = JSON.parse(result.raw);
  return {
    body,
    figures: {
      seconds,
      fileBytes: file.length,
      questions: body.counts.total,
      valid: body.counts.valid,
      invalid: body.counts.invalid,
      byType: countBy(body.questions, (q) => q.questionType ?? q.sourceType),
      // The answer carries the screen's first page whole (the rest on request, as the list scrolls).
      wholeQuestions: body.questions.filter((q) => q.question).length,
      categories: body.categories.length,
      responseMb: round(result.raw.length / 2 ** 20, 1),
      // How long the preview kept the API from answering anyone else.
      healthMaxWaitMs,
      memory: {
        rssBeforeMb: before.rssMb,
        sampledPeakRssMb: sampledPeakMb,
        rssAfterMb: after.rssMb,
        processPeakMb: after.hwmMb,
        // VmHWM is the peak since the process began: when the call did not raise it, start-up set it.
        processPeakSetBy:
          after.hwmMb > before.hwmMb ? 'this preview' : 'earlier (start-up, migrate and seed)',
      },
    },
  };
}

const countBy = (items, key) => {
  const out = {};
  for (const item of items) out[key(item)] = (out[key(item)] ?? 0) + 1;
  return out;
};

/** What the preview's call cost at most: VmHWM when this call raised it, else the sampled RSS. */
const previewPeakMb = (f) =>
  f.memory.processPeakSetBy === 'this preview' ? f.memory.processPeakMb : f.memory.sampledPeakRssMb;

/**
 * The machine's pace in this run: the median of 20 sequential GET /api/auth/session (one indexed
 * statement). The preview and commit times are also printed as multiples of it, so a loaded machine
 * (other engineers' builds and tests) does not read as a regression.
 */
async function sessionReferenceMs(api, token) {
  const times = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    await call(api, token, '/api/auth/session');
    times.push(performance.now() - started);
  }
  return round(median(times), 1);
}

async function commit(api, token, databaseUrl, course, importId, indexes) {
  const count = (client) =>
    client.query(
      `select (select count(*)::int from question where course_id = $1) as questions,
         (select count(*)::int from question_ilo qi join question q on q.id = qi.question_id where q.course_id = $1) as ilo_links,
         (select count(*)::int from question_version v join question q on q.id = v.question_id where q.course_id = $1) as versions`,
      [course.courseId],
    );
  return withPg(databaseUrl, async (client) => {
    const before = (await count(client)).rows[0];
    const body = {
      courseId: course.courseId,
      importId,
      indexes,
      subjectId: course.subjectId,
      ilos: [{ iloId: course.iloId, weight: 1 }],
      difficulty: 0.5,
      expectedTime: 2,
      degree: 1,
      approved: true,
    };
    const { result, seconds, sampledPeakMb, healthMaxWaitMs } = await whileWatching(api, () =>
      call(api, token, COMMIT, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
    if (result.status !== 200)
      throw new Error(`commit answered ${result.status}: ${result.raw.slice(0, 800)}`);
    const answer = JSON.parse(result.raw);
    const after = (await count(client)).rows[0];
    const { rows: statuses } = await client.query(
      'select status, count(*)::int as n from question where id = any($1::int[]) group by status order by status',
      [answer.questionIds],
    );
    const rowsAdded = after.questions - before.questions;
    if (answer.added !== indexes.length || rowsAdded !== indexes.length)
      throw new Error(
        `committed ${indexes.length}: the API says ${answer.added} added, ${rowsAdded} rows added`,
      );
    return {
      seconds,
      questions: indexes.length,
      questionsPerSecond: round(indexes.length / seconds, 0),
      msPerQuestion: round((seconds * 1000) / indexes.length, 2),
      rowsAdded,
      iloLinksAdded: after.ilo_links - before.ilo_links,
      versionsAdded: after.versions - before.versions,
      statuses: Object.fromEntries(statuses.map((r) => [r.status, r.n])),
      sampledPeakRssMb: sampledPeakMb,
      healthMaxWaitMs,
    };
  });
}

export default async function questionImport() {
  const databaseUrl = process.env.BENCH_QUESTION_IMPORT_DATABASE_URL || DEFAULT_DATABASE_URL;
  const big = moodleXml({ maxBytes: MAX_BYTES, verbose: true, seed: 6 });
  // The commit's file: the same mix without Moodle's optional elements, COMMIT_QUESTIONS valid and then some.
  const compact = moodleXml({
    maxBytes: MAX_BYTES,
    maxQuestions: Math.ceil(COMMIT_QUESTIONS * 1.04),
    verbose: false,
    seed: 7,
  });
  log(
    `question-import: ${big.questions} questions in ${big.file.length} bytes; commit file ${compact.questions} in ${compact.file.length} bytes`,
  );
  await resetDatabase(databaseUrl);
  const api = await startApi({ DATABASE_URL: databaseUrl });
  try {
    const token = await login(api.url);
    const course = await pickCourse(api, token);
    log(`question-import: course ${course.courseCode} (${course.courseId}), subject ${course.subjectId}`);
    const large = await preview(api, token, course.courseId, big.file);
    log(
      `question-import preview: ${large.figures.seconds} s, ${large.figures.valid}/${large.figures.questions} valid, health waited ${large.figures.healthMaxWaitMs} ms at most`,
    );
    const small = await preview(api, token, course.courseId, compact.file);
    const indexes = small.body.questions
      .filter((q) => q.valid)
      .slice(0, COMMIT_QUESTIONS)
      .map((q) => q.index);
    if (indexes.length < COMMIT_QUESTIONS)
      throw new Error(`the commit file has ${indexes.length} valid questions, not ${COMMIT_QUESTIONS}`);
    log(`question-import: committing ${indexes.length} questions`);
    const committed = await commit(api, token, databaseUrl, course, small.body.importId, indexes);
    log(
      `question-import commit: ${committed.seconds} s, health waited ${committed.healthMaxWaitMs} ms at most`,
    );
    const referenceMs = await sessionReferenceMs(api, token);
    const { memory: smallMemory, byType: _, ...commitPreview } = small.figures;
    return {
      database: 'postgresql',
      course,
      preview: { ...large.figures, peakMb: previewPeakMb(large.figures) },
      commitFilePreview: { ...commitPreview, sampledPeakRssMb: smallMemory.sampledPeakRssMb },
      commit: committed,
      pace: {
        sessionReferenceMs: referenceMs,
        previewInReferences: round((large.figures.seconds * 1000) / referenceMs, 0),
        commitInReferences: round((committed.seconds * 1000) / referenceMs, 0),
      },
      memorySource:
        'VmRSS of the API process sampled every 50 ms during each call; VmHWM from /proc/<pid>/status',
      goals: GOALS,
      goalsMet: {
        previewSeconds: large.figures.seconds < GOALS.previewSeconds,
        previewMemory: previewPeakMb(large.figures) < GOALS.previewPeakMb,
        commitSeconds: committed.seconds < GOALS.commitSeconds,
      },
    };
  } finally {
    await api.stop();
  }
}

if (import.meta.main) await runAlone('questionImport', questionImport, ['api']);

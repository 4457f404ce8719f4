import type { EditTypeCode, LanguageCode, QuestionStatusCode } from '@mizan/domain/codes';
import type { QuestionBody, QuestionContent, SubQuestion } from '@mizan/domain/questions';
import { prepareQuestion } from '../../questions/question.writer.js';
import { textBandsParam } from '../../questions/text-bands.js';
import type { Em, Orm } from '../database.js';
import {
  type CourseBank,
  DEMO_QUESTION_BANK,
  type FactSeed,
  type NumericSeed,
  round,
} from './demo-question-bank.js';

type Lang = 'ar' | 'en';
const LANGUAGE: Record<Lang, LanguageCode> = { ar: '4.1.', en: '4.2.' };
const S = {
  INCOMPLETE: '5.1.',
  PENDING_REVIEW: '5.2.',
  APPROVED: '5.3.',
  REJECTED: '5.4.',
  DELETED: '5.5.',
  COMPLETE: '5.6.',
} as const satisfies Record<string, QuestionStatusCode>;

/** mulberry32: the same demo bank on every run and every database. */
export function random(seed: string) {
  let a = 0;
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
    shuffle<T>(items: T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    id: () =>
      Math.floor(next() * 36 ** 8)
        .toString(36)
        .padStart(8, '0'),
  };
}
export type Random = ReturnType<typeof random>;

const para = (lang: Lang, html: string) => (lang === 'ar' ? `<p dir="rtl">${html}</p>` : `<p>${html}</p>`);
const blank = (id: string) => `<span data-blank="${id}"></span>`;
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const ARTICLE = /^(The|A|An) /;

const FRAMES = {
  mcq: {
    en: [
      'Choose the correct answer: ______ {p}.',
      'Complete the statement with the correct term: ______ {p}.',
      'Which term completes the statement? ______ {p}.',
    ],
    ar: [
      'اختر الإجابة الصحيحة: ........ {p}.',
      'أكمل العبارة بالمصطلح المناسب: ........ {p}.',
      'أي المصطلحات التالية يكمل العبارة: ........ {p}؟',
    ],
  },
  trueFalse: { en: ['{s}', 'True or false: {s}'], ar: ['{s}', 'ضع علامة صح أو خطأ أمام العبارة: {s}'] },
  matching: {
    en: 'Match each term of {t} in column A with its description in column B.',
    ar: 'صِل كل مصطلح من مصطلحات {t} في العمود (أ) بالوصف المناسب له في العمود (ب).',
  },
  mmcq: {
    en: 'Which of the following statements about {t} are correct? Select all that apply.',
    ar: 'أي العبارات التالية صحيحة فيما يخص {t}؟ اختر كل الإجابات الصحيحة.',
  },
  caseRubrics: [
    {
      en: 'Analyses the situation correctly with the concepts of the course',
      ar: 'يحلل الموقف تحليلًا صحيحًا بمفاهيم المقرر',
    },
    { en: 'Gives practical, justified recommendations', ar: 'يقدم توصيات عملية مبررة' },
  ],
} as const;

/** One question of a course before subject, ILOs and history are given to it. */
interface Draft {
  kind: string;
  /** Facts and numeric problems map to the course's subjects by this index. */
  topic: number;
  stem: string;
  body: QuestionBody;
  degree: number;
  time: number;
  feedback?: string;
  /** Created later as a copy of another question (a near duplicate). */
  copy?: boolean;
}

const statement = (f: FactSeed, lang: Lang, predicateOf: FactSeed = f) =>
  `${escapeHtml(f[lang][0])} ${escapeHtml(predicateOf[lang][1])}.`;

function mcqOfFact(r: Random, lang: Lang, facts: FactSeed[], at: number, frame: number): Draft {
  const others = r.shuffle(facts.filter((_, i) => i !== at)).slice(0, 3);
  const options = r.shuffle([facts[at], ...others]).map((f) => ({
    id: r.id(),
    text: para(lang, escapeHtml(f[lang][0])),
    correct: f === facts[at],
  }));
  const stem = FRAMES.mcq[lang][frame % 3].replace('{p}', escapeHtml(facts[at][lang][1]));
  return {
    kind: 'mcq',
    topic: at,
    stem: para(lang, stem),
    body: { type: '3.2.', options },
    degree: 1,
    time: 2,
  };
}

function trueFalse(r: Random, lang: Lang, facts: FactSeed[], at: number, predicateOf: number): Draft {
  const s = statement(facts[at], lang, facts[predicateOf]);
  const stem = r.pick(FRAMES.trueFalse[lang]).replace('{s}', s);
  return {
    kind: 'trueFalse',
    topic: at,
    stem: para(lang, stem),
    body: { type: '3.4.', correct: at === predicateOf },
    degree: 1,
    time: 1,
  };
}

/** The blank takes the term; an English article stays in the text before it. */
function fillOfFact(r: Random, lang: Lang, facts: FactSeed[], at: number): Draft {
  const core = (f: FactSeed) => (lang === 'en' ? f.en[0].replace(ARTICLE, '') : f.ar[0]);
  const article = lang === 'en' ? (ARTICLE.exec(facts[at].en[0])?.[1] ?? '') : '';
  const id = r.id();
  const stem = `${article ? `${article} ` : ''}${blank(id)} ${escapeHtml(facts[at][lang][1])}.`;
  const distractors = r
    .shuffle(facts.filter((_, i) => i !== at))
    .slice(0, 2)
    .map(core);
  return {
    kind: 'fill',
    topic: at,
    stem: para(lang, stem),
    body: {
      type: '3.7.',
      blanks: [{ id, answers: [core(facts[at])], degree: 1 }],
      caseSensitive: false,
      distractors,
    },
    degree: 1,
    time: 2,
  };
}

function matching(r: Random, lang: Lang, bank: CourseBank): Draft {
  const pairs = [0, 1, 2, 3].map((i) => ({
    id: r.id(),
    premise: para(lang, escapeHtml(bank.facts[i][lang][0])),
    answer: para(lang, escapeHtml(bank.facts[i][lang][1])),
  }));
  return {
    kind: 'matching',
    topic: 0,
    stem: para(lang, FRAMES.matching[lang].replace('{t}', bank.topic[lang])),
    body: {
      type: '3.6.',
      pairs,
      distractors: [{ id: r.id(), text: para(lang, escapeHtml(bank.facts[5][lang][1])) }],
    },
    degree: 4,
    time: 4,
  };
}

function multipleAnswers(r: Random, lang: Lang, bank: CourseBank): Draft {
  const f = bank.facts;
  const options = r.shuffle([
    { text: statement(f[0], lang), correct: true },
    { text: statement(f[6], lang), correct: true },
    { text: statement(f[2], lang), correct: true },
    { text: statement(f[1], lang, f[3]), correct: false },
    { text: statement(f[7], lang, f[5]), correct: false },
  ]);
  return {
    kind: 'mmcq',
    topic: 1,
    stem: para(lang, FRAMES.mmcq[lang].replace('{t}', bank.topic[lang])),
    body: {
      type: '3.3.',
      options: options.map((o) => ({ id: r.id(), text: para(lang, o.text), correct: o.correct })),
    },
    degree: 2,
    time: 3,
  };
}

const formatted = (value: number, decimals: number) => String(round(value, decimals));
const withUnit = (n: string, unit: string) => (unit ? `${n} ${unit}` : n);

/** Wrong answers from the usual slips: a factor of two either way, and a half more. */
function distractorsOf(value: number, decimals: number): string[] {
  const right = formatted(value, decimals);
  const out: string[] = [];
  for (const v of [value * 2, value / 2, value * 1.5, value * 3, value + 1])
    if (out.length < 3) {
      const s = formatted(v, decimals);
      if (s !== right && !out.includes(s) && Number(s) !== 0) out.push(s);
    }
  return out;
}

function numericMcq(r: Random, lang: Lang, n: NumericSeed, set: number, topic: number): Draft {
  const p = n.sets[set];
  const unit = n.ask[lang].unit;
  const value = n.answer(p);
  const options = r.shuffle([
    { text: formatted(value, n.decimals), correct: true },
    ...distractorsOf(value, n.decimals).map((text) => ({ text, correct: false })),
  ]);
  return {
    kind: 'numericMcq',
    topic,
    stem: para(lang, `${n.setting[lang](p)} ${n.ask[lang].ask}`),
    body: {
      type: '3.2.',
      options: options.map((o) => ({
        id: r.id(),
        text: para(lang, withUnit(o.text, unit)),
        correct: o.correct,
      })),
    },
    degree: 2,
    time: 5,
    feedback: para(lang, n.feedback[lang]),
  };
}

function numericFill(r: Random, lang: Lang, n: NumericSeed, set: number, topic: number): Draft {
  const p = n.sets[set];
  const ids = [r.id(), r.id()];
  const first = `${n.ask[lang].lead} ${blank(ids[0])}${n.ask[lang].unit ? ` ${n.ask[lang].unit}` : ''}`;
  const second = n.second ? ` ${n.second.lead[lang]} ${blank(ids[1])} ${n.second.unit[lang]}` : '';
  const values = [n.answer(p), ...(n.second ? [n.second.answer(p)] : [])].map((v) =>
    formatted(v, n.decimals),
  );
  return {
    kind: 'numericFill',
    topic,
    stem: para(lang, `${n.setting[lang](p)} ${first}${second}.`),
    body: {
      type: '3.7.',
      blanks: values.map((v, i) => ({ id: ids[i], answers: [v], degree: 1 })),
      caseSensitive: false,
      distractors: [formatted(n.answer(p) * 2, n.decimals)],
    },
    degree: values.length,
    time: 5,
    feedback: para(lang, n.feedback[lang]),
  };
}

function essay(r: Random, lang: Lang, bank: CourseBank): Draft {
  return {
    kind: 'essay',
    topic: 1,
    stem: para(lang, bank.essay.prompt[lang]),
    body: {
      type: '3.1.',
      rubrics: bank.essay.rubrics.map((x) => ({
        id: r.id(),
        text: para(lang, escapeHtml(x[lang])),
        weight: x.weight,
      })),
      answerLines: r.pick([10, 12, 15]),
      answerWordsMax: r.pick([250, 300, 400, null]),
      modelAnswer: para(lang, bank.essay.model[lang]),
    },
    degree: 10,
    time: 20,
  };
}

function caseStudy(r: Random, lang: Lang, bank: CourseBank): Draft {
  const asSub = (d: Draft, degree: number): SubQuestion => ({
    id: r.id(),
    stem: d.stem,
    degree,
    body: d.body as SubQuestion['body'],
  });
  const open: SubQuestion = {
    id: r.id(),
    stem: para(lang, bank.case.ask[lang]),
    degree: 6,
    body: {
      type: '3.1.',
      rubrics: FRAMES.caseRubrics.map((x) => ({ id: r.id(), text: para(lang, x[lang]), weight: 0.5 })),
      answerLines: 8,
      answerWordsMax: 200,
      modelAnswer: '',
    },
  };
  const subQuestions = [
    asSub(mcqOfFact(r, lang, bank.facts, 3, 1), 2),
    asSub(trueFalse(r, lang, bank.facts, 7, 7), 1),
    open,
  ];
  return {
    kind: 'case',
    topic: 3,
    stem: para(lang, bank.case.scenario[lang]),
    body: { type: '3.5.', subQuestions },
    degree: subQuestions.reduce((s, q) => s + q.degree, 0),
    time: 25,
  };
}

/** Seventeen questions of a course in one language; the last is a near copy of the first. */
function draftsOf(r: Random, bank: CourseBank, lang: Lang): Draft[] {
  const f = bank.facts;
  const [n0, n1] = bank.numeric;
  const out: Draft[] = [
    mcqOfFact(r, lang, f, 0, 0),
    mcqOfFact(r, lang, f, 1, 1),
    mcqOfFact(r, lang, f, 2, 2),
    trueFalse(r, lang, f, 3, 3),
    trueFalse(r, lang, f, 4, 5),
    fillOfFact(r, lang, f, 6),
    fillOfFact(r, lang, f, 7),
    matching(r, lang, bank),
    multipleAnswers(r, lang, bank),
    numericMcq(r, lang, n0, 0, 2),
    numericFill(r, lang, n0, 1, 2),
    numericMcq(r, lang, n1, 0, 4),
    numericFill(r, lang, n1, 1, 4),
    essay(r, lang, bank),
    caseStudy(r, lang, bank),
  ];
  if (n0.sets[2]) out.push(numericMcq(r, lang, n0, 2, 2));
  out.push({ ...mcqOfFact(r, lang, f, 0, 1), copy: true });
  return out;
}

interface CourseRow {
  id: number;
  code: string;
  subjects: { id: number; ilos: number[] }[];
}

function contentOf(r: Random, d: Draft, lang: Lang, course: CourseRow): QuestionContent {
  const subject = course.subjects[d.topic % course.subjects.length];
  const ilos = r.shuffle(subject.ilos).slice(0, subject.ilos.length > 1 && r.chance(0.5) ? 2 : 1);
  const weights =
    ilos.length === 1
      ? [1]
      : r.pick([
          [0.5, 0.5],
          [0.6, 0.4],
          [0.7, 0.3],
        ]);
  return {
    questionType: d.body.type,
    subjectId: subject.id,
    ilos: ilos.map((iloId, i) => ({ iloId, weight: weights[i] })),
    language: LANGUAGE[lang],
    stem: d.stem,
    body: d.body,
    difficulty: round(0.2 + r.next() * 0.6, 2),
    expectedTime: d.time,
    degree: d.degree,
    exposureLimit: r.chance(0.3) ? r.pick([3, 5, 10]) : null,
    modelCode: null,
    feedback: d.feedback ?? '',
  };
}

/** What a question looked like before an edit, made from what it looks like after. */
type Undo = (c: QuestionContent) => QuestionContent;

/** Before a minor edit: one long word of the stem had two letters swapped, and the difficulty differed. */
const typo: Undo = (c) => {
  const parts = c.stem.split(/(<[^>]*>)/);
  const at = parts.findIndex((p) => !p.startsWith('<') && /\S{6,}/.test(p));
  if (at >= 0)
    parts[at] = parts[at].replace(/[^\s.,:;؟?!()]{6,}/, (w) => w.slice(0, 2) + w[3] + w[2] + w.slice(4));
  const difficulty = c.difficulty === null ? null : round(Math.min(0.95, c.difficulty + 0.1), 2);
  return { ...c, stem: parts.join(''), difficulty };
};

/** Before a major edit: one part fewer (an option, rubric, distractor or sub-question) and one ILO. */
const major: Undo = (c) => {
  const b = c.body;
  let body: QuestionBody = b;
  if (b.type === '3.2.' || b.type === '3.3.') {
    const wrong = b.options.findLastIndex((o) => !o.correct);
    body = { ...b, options: b.options.filter((_, i) => i !== wrong) };
  } else if (b.type === '3.1.')
    body = { ...b, rubrics: b.rubrics.slice(0, 2).map((x) => ({ ...x, weight: 0.5 })) };
  else if (b.type === '3.5.') body = { ...b, subQuestions: b.subQuestions.slice(0, 2) };
  else if (b.type === '3.6.') body = { ...b, distractors: [] };
  else if (b.type === '3.7.') body = { ...b, distractors: [], caseSensitive: true };
  const degree = b.type === '3.5.' ? 3 : c.degree;
  return { ...c, body, degree, ilos: c.ilos.slice(0, 1).map((l) => ({ ...l, weight: 1 })) };
};

/** The first save of a question saved again later: no ILOs, difficulty or time yet. */
const draft: Undo = (c) => ({ ...c, ilos: [], difficulty: null, expectedTime: null });

/** A question left incomplete: one of the ways authors leave one. */
function unfinished(r: Random, c: QuestionContent): QuestionContent {
  const b = c.body;
  const way = r.int(0, 2);
  if (way === 0) return { ...c, ilos: [] };
  if (way === 1) return { ...c, difficulty: null, expectedTime: null };
  if (b.type === '3.2.' || b.type === '3.3.')
    return { ...c, body: { ...b, options: b.options.map((o) => ({ ...o, correct: false })) } };
  return { ...c, degree: null };
}

interface Users {
  admin: number;
  creator: number;
  reviewer: number;
}

interface Step {
  at: number;
  by: number;
  /** A saved version (with the undo that gives the content before it). */
  save?: { editType: EditTypeCode | null; undo?: Undo };
  status?: QuestionStatusCode;
  comment?: string;
}

const REJECTIONS = {
  en: [
    'Two of the options can be read as correct; rephrase the stem.',
    'The question does not match the selected ILO.',
    'Please add the units to every option.',
  ],
  ar: [
    'يمكن فهم خيارين على أنهما صحيحان؛ برجاء إعادة صياغة السؤال.',
    'السؤال لا يتوافق مع ناتج التعلم المختار.',
    'برجاء إضافة الوحدات إلى جميع الخيارات.',
  ],
};

/** Final statuses in roughly the proportions of a bank in use. */
const FINAL: [QuestionStatusCode, number][] = [
  [S.APPROVED, 0.32],
  [S.PENDING_REVIEW, 0.18],
  [S.COMPLETE, 0.18],
  [S.INCOMPLETE, 0.12],
  [S.REJECTED, 0.1],
  [S.DELETED, 0.1],
];

function finalStatus(r: Random): QuestionStatusCode {
  let x = r.next();
  for (const [status, p] of FINAL) {
    if (x < p) return status;
    x -= p;
  }
  return S.APPROVED;
}

const HOUR = 3_600_000;

/**
 * The life of one question as saves and status changes, oldest first: the status it ends in, and
 * the content of every saved version.
 */
function history(
  r: Random,
  lang: Lang,
  users: Users,
  owner: number,
  reviewer: number,
  complete: QuestionContent,
) {
  const target = finalStatus(r);
  const deletedFrom = target === S.DELETED ? r.pick([S.COMPLETE, S.INCOMPLETE, S.REJECTED]) : null;
  const end = deletedFrom ?? target;
  const steps: Step[] = [];
  let t = 0;
  const later = (minHours: number, maxHours: number) => {
    t += r.int(minHours, maxHours) * HOUR;
    return t;
  };
  const final = end === S.INCOMPLETE ? unfinished(r, complete) : complete;
  const startsAsDraft = end === S.INCOMPLETE ? r.chance(0.3) : r.chance(0.4);
  steps.push({ at: t, by: owner, save: { editType: null } });
  if (startsAsDraft && end !== S.INCOMPLETE)
    steps.push({ at: later(2, 72), by: owner, save: { editType: '0', undo: draft } });
  if (r.chance(0.35)) steps.push({ at: later(1, 48), by: owner, save: { editType: '0', undo: typo } });
  const review = (outcome: QuestionStatusCode) => {
    steps.push({ at: later(1, 96), by: owner, status: S.PENDING_REVIEW });
    steps.push({ at: later(4, 240), by: reviewer, status: outcome });
    if (outcome === S.REJECTED)
      steps.push({ at: later(0, 0) + 60_000, by: reviewer, comment: r.pick(REJECTIONS[lang]) });
  };
  const majorEdit = () => steps.push({ at: later(24, 240), by: owner, save: { editType: '1', undo: major } });
  if (end === S.APPROVED || end === S.REJECTED || end === S.PENDING_REVIEW) {
    if (end !== S.REJECTED && r.chance(0.3)) {
      review(S.REJECTED);
      majorEdit();
    } else if (r.chance(0.15)) majorEdit();
    if (end === S.PENDING_REVIEW) steps.push({ at: later(1, 96), by: owner, status: S.PENDING_REVIEW });
    else review(end);
  } else if (end === S.COMPLETE) {
    if (r.chance(0.3)) {
      review(S.APPROVED);
      steps.push({ at: later(24, 480), by: r.pick([users.admin, reviewer]), status: S.COMPLETE });
    }
    if (r.chance(0.3)) majorEdit();
  }
  if (deletedFrom)
    steps.push({ at: later(24, 480), by: r.chance(0.8) ? owner : users.admin, status: S.DELETED });
  return { final, steps, status: target };
}

export interface Rows {
  questions: Record<string, unknown>[];
  ilos: { question_id: number; ilo_id: number; weight: number }[];
  versions: Record<string, unknown>[];
  events: Record<string, unknown>[];
}

function questionRows(
  course: CourseRow,
  bank: CourseBank,
  users: Users,
  ids: () => number,
  now: number,
  rows: Rows,
) {
  const r = random(`demo-questions:${bank.code}`);
  const engineering = /^(CIV|ELC|CSE)/.test(bank.code);
  for (const lang of ['ar', 'en'] as const) {
    for (const d of draftsOf(r, bank, lang)) {
      const owner = d.copy ? users.admin : engineering && r.chance(0.75) ? users.creator : users.admin;
      const reviewer = engineering ? users.reviewer : users.admin;
      const { final, steps, status } = history(
        r,
        lang,
        users,
        owner,
        reviewer,
        contentOf(r, d, lang, course),
      );
      // Spread the banks over the last five months; a copy comes after what it copies.
      const span = steps[steps.length - 1].at;
      const start = now - span - r.int(d.copy ? 2 : 20, d.copy ? 10 : 150) * 24 * HOUR;
      const id = ids();
      let content = final;
      const contents: QuestionContent[] = [];
      for (let i = steps.length - 1; i >= 0; i--) {
        const save = steps[i].save;
        if (!save) continue;
        contents.unshift(content);
        if (save.undo) content = save.undo(content);
      }
      let version = 1;
      let revision = 0;
      let saves = 0;
      let current: QuestionStatusCode = S.INCOMPLETE;
      // The last save stored the question's current content.
      let stored: ReturnType<typeof prepareQuestion> | undefined;
      for (const step of steps) {
        const at = new Date(start + step.at).toISOString();
        const event = { question_id: id, course_id: course.id, user_id: step.by, created_at: at };
        const push = (e: Record<string, unknown>) => rows.events.push({ ...e, n: rows.events.length });
        if (step.save) {
          const saved = prepareQuestion(contents[saves++]);
          stored = saved;
          if (step.save.editType === '1') [version, revision] = [version + 1, 0];
          else if (step.save.editType === '0') revision++;
          const to = saved.status;
          rows.versions.push({
            ...event,
            version,
            revision,
            edit_type: step.save.editType,
            content: saved.content,
          });
          if (step.save.editType === null)
            push({ ...event, kind: 'created', to_status: to, version, revision });
          else {
            push({ ...event, kind: 'version', version, revision, edit_type: step.save.editType });
            if (to !== current) push({ ...event, kind: 'status', from_status: current, to_status: to });
          }
          current = to;
        }
        if (step.status && step.status !== current) {
          push({ ...event, kind: 'status', from_status: current, to_status: step.status });
          current = step.status;
        }
        if (step.comment) push({ ...event, kind: 'comment', comment: step.comment });
      }
      if (current !== status)
        throw new Error(`demo question ${bank.code}: ended ${current}, planned ${status}`);
      const last = steps[steps.length - 1];
      const updatedAt = new Date(start + last.at).toISOString();
      if (!stored) throw new Error(`demo question ${bank.code}: never saved`);
      rows.questions.push({
        id,
        course_id: course.id,
        subject_id: stored.content.subjectId,
        question_type: stored.content.questionType,
        status,
        language: stored.content.language,
        difficulty: stored.content.difficulty,
        expected_time: stored.content.expectedTime,
        degree: stored.content.degree,
        exposure_limit: stored.content.exposureLimit,
        model_code: stored.content.modelCode,
        content: stored.content,
        text_plain: stored.textPlain,
        text_norm: stored.textNorm,
        text_bands: textBandsParam(stored.textNorm, course.id),
        version,
        revision,
        lock_version: steps.length,
        creator_id: owner,
        updated_by: last.by,
        created_at: new Date(start).toISOString(),
        updated_at: updatedAt,
        deleted_at: status === S.DELETED ? updatedAt : null,
      });
      for (const l of stored.content.ilos)
        rows.ilos.push({ question_id: id, ilo_id: l.iloId, weight: l.weight });
    }
  }
}

async function loadCourses(em: Em): Promise<CourseRow[]> {
  const rows = await em.execute<{ id: number; code: string; subject_id: number; ilos: number[] }[]>(
    `select c.id, c.course_code as code, s.id as subject_id,
       array(select si.ilo_id from subject_ilo si where si.subject_id = s.id order by si.ilo_id) as ilos
     from course c join scope sc on sc.id = c.scope_id join subject s on s.course_id = c.id
     where c.course_code = any(?::text[]) and sc.code like 'ENG-%' or c.course_code = any(?::text[]) and sc.code like 'SCI-%'
     order by c.id, s.id`,
    [codes('ENG'), codes('SCI')],
  );
  const byId = new Map<number, CourseRow>();
  for (const row of rows) {
    const course = byId.get(row.id) ?? { id: row.id, code: row.code, subjects: [] };
    if (row.ilos.length) course.subjects.push({ id: row.subject_id, ilos: row.ilos });
    byId.set(row.id, course);
  }
  return [...byId.values()].filter((c) => c.subjects.length);
}

const codes = (faculty: 'ENG' | 'SCI') =>
  `{${DEMO_QUESTION_BANK.filter((b) => /^(CIV|ELC|CSE)/.test(b.code) === (faculty === 'ENG'))
    .map((b) => b.code)
    .join(',')}}`;

/**
 * About three hundred demo questions (demo-question-bank.ts) in nine courses that the demo users
 * reach: every type and status, Arabic and English, ILO links, minor and major versions and a
 * timeline each, dated over the last months. Idempotent: a course that already has questions is
 * left as it is. A few set-based statements, so it adds little to a fresh start.
 */
export async function seedDemoQuestions(orm: Orm): Promise<number> {
  return orm.em.fork().transactional(async (em) => {
    const users = await em.execute<{ id: number; username: string }[]>(
      `select id, username from app_user where username in ('admin', 'creator', 'reviewer')`,
    );
    const user = (name: string) => users.find((u) => u.username === name)?.id;
    const [admin, creator, reviewer] = ['admin', 'creator', 'reviewer'].map(user);
    if (!admin || !creator || !reviewer) return 0;
    const courses = await loadCourses(em);
    const taken = await em.execute<{ course_id: number }[]>(
      'select distinct course_id from question where course_id = any(?::int[])',
      [`{${courses.map((c) => c.id).join(',')}}`],
    );
    const todo = courses.filter((c) => !taken.some((t) => t.course_id === c.id));
    if (!todo.length) return 0;
    const banks = new Map(DEMO_QUESTION_BANK.map((b) => [b.code, b]));
    const count = todo.length * 40;
    const ids = (
      await em.execute<{ id: number }[]>(
        `select nextval(pg_get_serial_sequence('question', 'id'))::int as id from generate_series(1, ?)`,
        [count],
      )
    ).map((row) => row.id);
    let next = 0;
    const rows: Rows = { questions: [], ilos: [], versions: [], events: [] };
    const now = Date.now();
    for (const course of todo) {
      const bank = banks.get(course.code);
      if (bank) questionRows(course, bank, { admin, creator, reviewer }, () => ids[next++], now, rows);
    }
    await insertRows(em, rows);
    return rows.questions.length;
  });
}

/** Writes built question rows (questions, ILO links, versions, timeline) in four set-based statements. */
export async function insertRows(em: Em, rows: Rows): Promise<void> {
  await em.execute(
    `insert into question (id, course_id, subject_id, question_type, status, language, difficulty, expected_time,
       degree, exposure_limit, model_code, content, text_plain, text_norm, text_bands, version, revision, lock_version,
       creator_id, updated_by, created_at, updated_at, deleted_at)
     select id, course_id, subject_id, question_type, status, language, difficulty, expected_time,
       degree, exposure_limit, model_code, content, text_plain, text_norm, text_bands::int[], version, revision, lock_version,
       creator_id, updated_by, created_at, updated_at, deleted_at
     from jsonb_to_recordset(?::jsonb) as x (id int, course_id int, subject_id int, question_type varchar,
       status varchar, language varchar, difficulty numeric, expected_time numeric, degree numeric,
       exposure_limit int, model_code varchar, content jsonb, text_plain text, text_norm text, text_bands text, version int,
       revision int, lock_version int, creator_id int, updated_by int, created_at timestamptz,
       updated_at timestamptz, deleted_at timestamptz)`,
    [JSON.stringify(rows.questions)],
  );
  await em.execute(
    `insert into question_ilo (question_id, ilo_id, weight)
     select question_id, ilo_id, weight from jsonb_to_recordset(?::jsonb) as x (question_id int, ilo_id int, weight numeric)`,
    [JSON.stringify(rows.ilos)],
  );
  await em.execute(
    `insert into question_version (question_id, version, revision, edit_type, content, user_id, created_at)
     select question_id, version, revision, edit_type, content, user_id, created_at
     from jsonb_to_recordset(?::jsonb) as x (question_id int, version int, revision int, edit_type varchar,
       content jsonb, user_id int, created_at timestamptz)`,
    [JSON.stringify(rows.versions)],
  );
  await em.execute(
    `insert into question_event (question_id, course_id, kind, from_status, to_status, version, revision,
       edit_type, comment, user_id, created_at)
     select question_id, course_id, kind, from_status, to_status, version, revision, edit_type, comment,
       user_id, created_at
     from jsonb_to_recordset(?::jsonb) as x (question_id int, course_id int, kind varchar, from_status varchar,
       to_status varchar, version int, revision int, edit_type varchar, comment text, user_id int,
       created_at timestamptz, n int)
     order by created_at, n`,
    [JSON.stringify(rows.events)],
  );
}

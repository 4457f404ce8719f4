import type { QuestionStatusCode } from '@mizan/domain/codes';
import type { QuestionBody, QuestionContent, SubQuestion } from '@mizan/domain/questions';
import { prepareQuestion } from '../../questions/question.writer.js';
import { textBandsParam } from '../../questions/text-bands.js';
import type { Em, Orm } from '../database.js';
import { CASE_RUBRICS, EXAM_BANK, EXAM_BANK_COURSE, type ExamBankItem } from './demo-exam-bank.js';
import { math, round } from './demo-question-bank.js';
import { insertRows, type Random, type Rows, random } from './demo-questions.js';

const DAY = 86_400_000;
const COMPLETE: QuestionStatusCode = '5.6.';
const PENDING: QuestionStatusCode = '5.2.';
const APPROVED: QuestionStatusCode = '5.3.';

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Text with `$...$` formulas as the editor stores it: the formulas as math nodes, the rest escaped. */
const rich = (text: string) =>
  text
    .split('$')
    .map((part, i) => (i % 2 ? math(part) : escapeHtml(part)))
    .join('');
const para = (text: string) => `<p dir="rtl">${rich(text)}</p>`;

/** Degree and expected minutes of each type (minutes grow with difficulty). */
const TYPE_SIZE: Record<ExamBankItem['type'], { degree: number; minutes: number }> = {
  mcq: { degree: 1, minutes: 2 },
  trueFalse: { degree: 1, minutes: 1 },
  fill: { degree: 1, minutes: 2 },
  multiple: { degree: 2, minutes: 3 },
  matching: { degree: 4, minutes: 4 },
  essay: { degree: 6, minutes: 15 },
  case: { degree: 6, minutes: 20 },
};

function choices(r: Random, answers: readonly string[]) {
  return r.shuffle(answers.map((a, i) => ({ id: r.id(), text: para(a), correct: i === 0 })));
}

function essayBody(
  r: Random,
  rubrics: readonly string[],
  model: string,
  lines: number,
): Extract<QuestionBody, { type: '3.1.' }> {
  const weight = round(1 / rubrics.length, 2);
  return {
    type: '3.1.',
    rubrics: rubrics.map((text) => ({ id: r.id(), text: para(text), weight })),
    answerLines: lines,
    answerWordsMax: null,
    modelAnswer: model ? para(model) : '',
  };
}

/** The item's stem and type-specific parts. */
function partsOf(r: Random, item: ExamBankItem): { stem: string; body: QuestionBody; degree: number } {
  const size = TYPE_SIZE[item.type];
  switch (item.type) {
    case 'mcq':
      return { stem: para(item.stem), body: { type: '3.2.', options: choices(r, item.answers) }, degree: 1 };
    case 'trueFalse':
      return { stem: para(item.stem), body: { type: '3.4.', correct: item.correct }, degree: 1 };
    case 'multiple':
      return {
        stem: para(item.stem),
        body: {
          type: '3.3.',
          options: r.shuffle([
            ...item.right.map((text) => ({ id: r.id(), text: para(text), correct: true })),
            ...item.wrong.map((text) => ({ id: r.id(), text: para(text), correct: false })),
          ]),
        },
        degree: size.degree,
      };
    case 'fill': {
      const ids = item.blanks.map(() => r.id());
      let at = 0;
      const stem = `<p dir="rtl">${item.stem
        .split('___')
        .map((part, i) => (i ? `<span data-blank="${ids[at++]}"></span>` : '') + rich(part))
        .join('')}</p>`;
      return {
        stem,
        body: {
          type: '3.7.',
          blanks: item.blanks.map((answers, i) => ({ id: ids[i], answers, degree: 1 })),
          caseSensitive: false,
          distractors: item.distractors,
        },
        degree: item.blanks.length,
      };
    }
    case 'matching':
      return {
        stem: para(item.stem),
        body: {
          type: '3.6.',
          pairs: item.pairs.map(([premise, answer]) => ({
            id: r.id(),
            premise: para(premise),
            answer: para(answer),
          })),
          distractors: [{ id: r.id(), text: para(item.distractor) }],
        },
        degree: item.pairs.length,
      };
    case 'essay':
      return { stem: para(item.stem), body: essayBody(r, item.rubrics, item.model, 12), degree: size.degree };
    case 'case': {
      const subQuestions: SubQuestion[] = [
        {
          id: r.id(),
          stem: para(item.choice.stem),
          degree: 2,
          body: { type: '3.2.', options: choices(r, item.choice.answers) },
        },
        {
          id: r.id(),
          stem: para(item.statement.stem),
          degree: 1,
          body: { type: '3.4.', correct: item.statement.correct },
        },
        { id: r.id(), stem: para(item.ask), degree: 3, body: essayBody(r, CASE_RUBRICS, '', 8) },
      ];
      return { stem: para(item.stem), body: { type: '3.5.', subQuestions }, degree: size.degree };
    }
  }
}

interface Subject {
  id: number;
  ilos: number[];
}

/** One item as the question editor would save it: subject, one or two ILOs of it, Arabic. */
export function examBankContent(r: Random, item: ExamBankItem, subjects: readonly Subject[], n: number) {
  const subject = subjects[item.subject % subjects.length];
  const { stem, body, degree } = partsOf(r, item);
  const two = subject.ilos.length > 1 && n % 2 === 1;
  const content: QuestionContent = {
    questionType: body.type,
    subjectId: subject.id,
    ilos: two
      ? [
          { iloId: subject.ilos[n % subject.ilos.length], weight: 0.6 },
          { iloId: subject.ilos[(n + 1) % subject.ilos.length], weight: 0.4 },
        ]
      : [{ iloId: subject.ilos[n % subject.ilos.length], weight: 1 }],
    language: '4.1.',
    stem,
    body,
    difficulty: item.difficulty,
    expectedTime: Math.max(1, Math.round(TYPE_SIZE[item.type].minutes * (0.75 + 0.5 * item.difficulty))),
    degree,
    // A few with a limit, so the exposure rule shows in the committee's screens.
    exposureLimit: n % 9 === 4 ? 3 : null,
    modelCode: null,
    feedback: '',
  };
  return content;
}

/**
 * The exam committee's bank (demo-exam-bank.ts) in MTH601: each question saved complete, sent for
 * review and approved by the admin, over the last four months. Idempotent: skipped when the course
 * already holds the bank's first question.
 */
export async function seedDemoExamBank(orm: Orm): Promise<number> {
  return orm.em.fork().transactional(async (em: Em) => {
    const subjects = await em.execute<{ course_id: number; id: number; ilos: number[] }[]>(
      `select s.course_id, s.id,
         array(select si.ilo_id from subject_ilo si where si.subject_id = s.id order by si.ilo_id) as ilos
       from course c join scope sc on sc.id = c.scope_id and sc.code = 'SCI-MTH' join subject s on s.course_id = c.id
       where c.course_code = ? order by s.id`,
      [EXAM_BANK_COURSE],
    );
    const [admin] = await em.execute<{ id: number }[]>("select id from app_user where username = 'admin'");
    const linked = subjects.filter((s) => s.ilos.length);
    if (!admin || !linked.length) return 0;
    const courseId = linked[0].course_id;
    const r = random(`demo-exam-bank:${EXAM_BANK_COURSE}`);
    const contents = EXAM_BANK.map((item, n) => prepareQuestion(examBankContent(r, item, linked, n)));
    const [seeded] = await em.execute<{ n: number }[]>(
      'select count(*)::int as n from question where course_id = ? and text_norm = ?',
      [courseId, contents[0].textNorm],
    );
    if (seeded.n) return 0;
    const ids = await em.execute<{ id: number }[]>(
      `select nextval(pg_get_serial_sequence('question', 'id'))::int as id from generate_series(1, ?)`,
      [contents.length],
    );
    const rows: Rows = { questions: [], ilos: [], versions: [], events: [] };
    const now = Date.now();
    for (const [n, prepared] of contents.entries()) {
      if (prepared.status !== COMPLETE) throw new Error(`demo exam bank item ${n}: ${prepared.status}`);
      const id = ids[n].id;
      const created = now - r.int(40, 120) * DAY;
      const sent = created + r.int(1, 5) * DAY;
      const approved = sent + r.int(1, 10) * DAY;
      const at = (t: number) => new Date(t).toISOString();
      const event = { question_id: id, course_id: courseId, user_id: admin.id };
      const push = (e: Record<string, unknown>) => rows.events.push({ ...e, n: rows.events.length });
      push({
        ...event,
        created_at: at(created),
        kind: 'created',
        to_status: COMPLETE,
        version: 1,
        revision: 0,
      });
      push({ ...event, created_at: at(sent), kind: 'status', from_status: COMPLETE, to_status: PENDING });
      push({ ...event, created_at: at(approved), kind: 'status', from_status: PENDING, to_status: APPROVED });
      rows.versions.push({
        ...event,
        created_at: at(created),
        version: 1,
        revision: 0,
        edit_type: null,
        content: prepared.content,
      });
      const c = prepared.content;
      rows.questions.push({
        id,
        course_id: courseId,
        subject_id: c.subjectId,
        question_type: c.questionType,
        status: APPROVED,
        language: c.language,
        difficulty: c.difficulty,
        expected_time: c.expectedTime,
        degree: c.degree,
        exposure_limit: c.exposureLimit,
        model_code: c.modelCode,
        content: c,
        text_plain: prepared.textPlain,
        text_norm: prepared.textNorm,
        text_bands: textBandsParam(prepared.textNorm, courseId),
        version: 1,
        revision: 0,
        lock_version: 3,
        creator_id: admin.id,
        updated_by: admin.id,
        created_at: at(created),
        updated_at: at(approved),
        deleted_at: null,
      });
      for (const l of c.ilos) rows.ilos.push({ question_id: id, ilo_id: l.iloId, weight: l.weight });
    }
    await insertRows(em, rows);
    return rows.questions.length;
  });
}

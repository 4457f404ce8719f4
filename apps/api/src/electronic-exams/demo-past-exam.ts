import {
  matchingColumn,
  type StudentResponse,
  takingKey,
  toScorerResponse,
} from '@mizan/domain/electronic-exams';
import type { QuestionBody } from '@mizan/domain/questions';
import {
  type Response,
  scoreQuestion,
  type WrittenAnswer,
  withRubricMarks,
  writtenParts,
} from '@mizan/domain/scoring';
import type { Database, Em, Orm } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { TakingExamReader, type TakingModelQuestion } from './taking-exam.reader.js';
import { seededRandom } from '@mizan/domain/random';

/** The demo source exam's length: what its questions take at their expected times. */
export const PAST_DURATION_MINUTES = 70;

/** A wrong place among `n`, never `right` (the first other when there is only one). */
const other = (n: number, right: number, next: () => number) =>
  (right + 1 + Math.floor(next() * (n - 1))) % n;

/**
 * What a student answered, as their screen showed the question (shown places, the model's choice
 * order and the matching column's shuffle): the key when `right`, a wrong answer otherwise.
 */
function respond(
  body: QuestionBody,
  choiceOrder: readonly number[] | null,
  key: string,
  right: boolean,
  next: () => number,
): StudentResponse {
  switch (body.type) {
    case '3.2.':
    case '3.3.': {
      const stored = (shown: number) => (choiceOrder ? choiceOrder[shown] : shown);
      const correct = body.options.flatMap((_, s) => (body.options[stored(s)]?.correct ? [s] : []));
      if (right) return { type: body.type, chosen: correct };
      const n = body.options.length;
      return { type: body.type, chosen: [other(n, correct[0] ?? 0, next)] };
    }
    case '3.4.':
      return { type: '3.4.', value: right ? body.correct : !body.correct };
    case '3.6.': {
      const column = matchingColumn(body, key);
      return {
        type: '3.6.',
        matches: Object.fromEntries(
          body.pairs.map((p, i) => {
            const place = column.indexOf(p.id);
            // A wrong matcher still gets the first premise right: partial credit, as students do.
            return [p.id, right || i === 0 ? place : other(column.length, place, next)];
          }),
        ),
      };
    }
    case '3.7.':
      return {
        type: '3.7.',
        blanks: Object.fromEntries(
          body.blanks.map((b) => [b.id, right ? (b.answers[0] ?? '') : (body.distractors[0] ?? '؟')]),
        ),
      };
    case '3.1.':
      return {
        type: '3.1.',
        text: right
          ? 'نطبق قاعدة الاحتمال الكلي ثم قاعدة بايز، ونفسر الناتج في سياق المسألة.'
          : 'الاحتمال هو عدد الحالات المواتية.',
      };
    case '3.5.':
      return {
        type: '3.5.',
        parts: Object.fromEntries(
          body.subQuestions.map((q) => [q.id, respond(q.body, null, `${key}/${q.id}`, right, next)]),
        ),
      };
  }
}

/** A marker's rubric marks for every written part: most of each item's marks when `right`. */
function marked(q: TakingModelQuestion, right: boolean, next: () => number): WrittenAnswer | null {
  const parts = writtenParts(q.body, q.degree).filter((p) => p.kind === 'rubric');
  if (!parts.length) return null;
  const rubricMarks = (sub: string | null) =>
    Object.fromEntries(
      parts
        .filter((p) => p.sub === sub)
        .map((p) => {
          const share = right ? 0.75 + next() * 0.25 : 0.2 + next() * 0.3;
          return [p.id, Math.floor((p.max ?? 0) * share * 4) / 4];
        }),
    );
  const subs = [...new Set(parts.flatMap((p) => (p.sub ? [p.sub] : [])))];
  return subs.length
    ? { parts: Object.fromEntries(subs.map((sub) => [sub, { rubricMarks: rubricMarks(sub) }])) }
    : { rubricMarks: rubricMarks(null) };
}

/**
 * The past demo electronic exam's sitting: every student signed in, answered (ability from about a
 * quarter to nine tenths, a few questions left empty, time spent per question), submitted before the
 * end; answers scored by the one scorer, essays marked by examcreator, results published. The item
 * statistics sweep computes its item analysis at the next start. Skipped once it has attempts.
 */
export async function seedPastExamAnswers(orm: Orm, name: string): Promise<void> {
  const db = new Db({ orm } as Database);
  const reader = new TakingExamReader(db, new QuestionBankReader(db));
  const [exam] = await db.query<{
    id: number;
    starts_at: Date;
    duration_minutes: number;
    marker: number | null;
  }>(
    `select e.id, e.starts_at, e.duration_minutes, (select id from app_user where username = 'examcreator') as marker
     from exam e where e.name = ? and e.delivery_mode = '20.3.'
       and not exists (select 1 from exam_attempt a where a.exam_id = e.id)`,
    [name],
  );
  if (!exam) return;
  const students = await db.query<{ id: number; sector_id: number; model_id: number }>(
    'select id, sector_id, model_id from exam_student where exam_id = ? and model_id is not null order by id',
    [exam.id],
  );
  const models = new Map<number, TakingModelQuestion[]>();
  for (const s of students)
    if (!models.has(s.model_id)) models.set(s.model_id, (await reader.model(s.model_id)).questions);
  const startsAt = new Date(exam.starts_at).getTime();
  await db.transaction(async (em) => {
    for (const [i, s] of students.entries())
      await sit(em, s, models.get(s.model_id) ?? [], {
        examId: exam.id,
        marker: exam.marker,
        startsAt,
        minutes: exam.duration_minutes,
        ability: 0.25 + (0.65 * ((i * 7) % students.length)) / Math.max(1, students.length - 1),
        next: seededRandom(1_000 + s.id),
      });
    await em.execute('insert into exam_result_publication (exam_id, published_by) values (?, ?)', [
      exam.id,
      exam.marker,
    ]);
  });

  async function sit(
    em: Em,
    s: { id: number; sector_id: number; model_id: number },
    questions: TakingModelQuestion[],
    o: {
      examId: number;
      marker: number | null;
      startsAt: number;
      minutes: number;
      ability: number;
      next: () => number;
    },
  ) {
    const at = (minutes: number) => new Date(o.startsAt + minutes * 60_000).toISOString();
    const [attempt] = await em.execute<{ id: number }[]>(
      `insert into exam_attempt (exam_id, student_id, sector_id, model_id, session_id, device_id, signed_in_at,
         started_at, deadline, last_save_at, submitted_at, submitted_by)
       values (?, ?, ?, ?, gen_random_uuid(), 'demo', ?, ?, ?, ?, ?, 'student') returning id`,
      [
        o.examId,
        s.id,
        s.sector_id,
        s.model_id,
        at(-5),
        at(0),
        at(o.minutes),
        at(o.minutes - 8),
        at(o.minutes - 5),
      ],
    );
    // One statement per table and student: the seed runs at every start of an empty database.
    const saves: unknown[][] = [];
    const scored: unknown[][] = [];
    for (const q of questions) {
      const key = takingKey(s.model_id, q.position);
      // Harder for weaker students: a few questions left empty, the rest right by ability.
      const empty = o.next() < 0.06;
      const right = o.next() < o.ability;
      const shown = empty ? null : respond(q.body, q.choiceOrder, key, right, o.next);
      if (shown)
        saves.push([
          attempt.id,
          q.position,
          JSON.stringify(shown),
          Math.round(20_000 + o.next() * 160_000),
          at(o.minutes - 8),
        ]);
      let response: Response | undefined = toScorerResponse(q.body, shown, q.choiceOrder, key);
      const written = response ? marked(q, right, o.next) : null;
      if (written) response = withRubricMarks(q.body, response, written);
      const score = scoreQuestion(q.body, q.degree, response);
      scored.push([
        o.examId,
        s.id,
        q.position,
        s.model_id,
        q.questionId,
        q.version,
        JSON.stringify(response ?? {}),
        written ? JSON.stringify(written) : null,
        score.marks ?? 0,
        score.max,
        written ? o.marker : null,
      ]);
    }
    if (saves.length)
      await em.execute(
        `insert into exam_attempt_answer (attempt_id, position, seq, response, answered, time_spent_ms, saved_at)
         values ${saves.map(() => '(?, ?, 1, ?::jsonb, true, ?, ?)').join(', ')}`,
        saves.flat(),
      );
    if (scored.length)
      await em.execute(
        `insert into exam_answer (exam_id, student_id, position, model_id, question_id, version, response, written,
           source, marks, max_marks, pending, marked_by)
         values ${scored.map(() => "(?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, 'electronic', ?, ?, false, ?)").join(', ')}`,
        scored.flat(),
      );
    const answered = saves.length;
    await em.execute('update exam_attempt set answered = ? where id = ?', [answered, attempt.id]);
  }
}

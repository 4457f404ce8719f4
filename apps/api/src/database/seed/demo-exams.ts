import type { QuestionTypeCode } from '@mizan/domain/codes';
import { type ExamStatus, modelCodeOf } from '@mizan/domain/exam-generation';
import type { Orm } from '../database.js';

/** The examcreator's (Faculty of Science) course the demo exams belong to. */
const COURSE = 'MTH601';
const MODELS = 3;
const STATES: { name: string; status: ExamStatus; models: boolean }[] = [
  { name: 'Quiz 1 (draft)', status: 'draft', models: false },
  { name: 'Midterm (models complete)', status: 'modelsComplete', models: true },
  { name: 'Final (published)', status: 'published', models: true },
  { name: 'Makeup (distribution approved)', status: 'distributionApproved', models: true },
];

/** mulberry32, seeded per exam: the same demo on every run. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Approved {
  id: number;
  version: number;
  subject_id: number;
  question_type: QuestionTypeCode;
  units: number;
  choices: number;
}

/**
 * One demo exam of the course in each SPEC 4 state (draft with its specification only; models
 * complete; published, its questions' exposure recorded; distribution approved), perfectly matching
 * (22.1.): 3 models of the course's approved questions, one specification row per subject and type,
 * each model a seeded shuffle of the same questions and choices. Idempotent: skipped when the course
 * has exams. The solver-built exams are made in the app (Generate); this only gives every state a
 * row to open.
 */
export async function seedDemoExams(orm: Orm): Promise<void> {
  await orm.em.fork().transactional(async (em) => {
    const [course] = await em.execute<{ id: number; has_exams: boolean }[]>(
      `select c.id, exists (select 1 from exam e where e.course_id = c.id) as has_exams
       from course c where c.course_code = ? limit 1`,
      [COURSE],
    );
    if (!course || course.has_exams) return;
    const approved = await em.execute<Approved[]>(
      `select q.id, q.version, q.subject_id, q.question_type,
         case when q.question_type = '3.5.' then greatest(1, jsonb_array_length(q.content -> 'body' -> 'subQuestions')) else 1 end as units,
         case when q.question_type in ('3.2.', '3.3.') then jsonb_array_length(q.content -> 'body' -> 'options') else 0 end as choices
       from question q join subject s on s.id = q.subject_id and s.active
       where q.course_id = ? and q.status = '5.3.' order by q.subject_id, q.question_type, q.id`,
      [course.id],
    );
    if (!approved.length) return;
    const rows = new Map<string, Approved[]>();
    for (const q of approved) {
      const key = `${q.subject_id}|${q.question_type}`;
      rows.set(key, [...(rows.get(key) ?? []), q]);
    }
    const spec = [...rows.values()].map((qs) => ({ qs, units: qs.reduce((n, q) => n + q.units, 0) }));
    const questionCount = spec.reduce((n, r) => n + r.units, 0);
    const [creator] = await em.execute<{ id: number }[]>(
      "select id from app_user where username = 'examcreator'",
    );

    for (const [index, state] of STATES.entries()) {
      const [exam] = await em.execute<{ id: number }[]>(
        `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
           language, models_count, models_match, target_difficulty, status, published_before, generation_seed,
           created_by, lock_version)
         values (?, ?, ?, now() + make_interval(days => ?), 90, ?, ?, '4.1.', ?, '22.1.', 0.5, ?, ?, ?, ?, 1)
         returning id`,
        [
          course.id,
          state.name,
          index === 1 ? '20.3.' : '20.2.',
          7 * (index + 1),
          questionCount,
          questionCount,
          MODELS,
          state.status,
          state.status === 'published' || state.status === 'distributionApproved',
          index + 1,
          creator?.id ?? null,
        ],
      );
      for (const [position, r] of spec.entries())
        await em.execute(
          `insert into exam_specification_row (exam_id, position, subject_id, question_type, count, degree)
           values (?, ?, ?, ?, ?, 1)`,
          [exam.id, position, r.qs[0].subject_id, r.qs[0].question_type, r.units],
        );
      if (!state.models) continue;
      for (let modelNo = 0; modelNo < MODELS; modelNo++) {
        const [model] = await em.execute<{ id: number }[]>(
          'insert into exam_model (exam_id, model_no, code, complete) values (?, ?, ?, true) returning id',
          [exam.id, modelNo, modelCodeOf(modelNo)],
        );
        const seed = exam.id * 100 + modelNo;
        const ordered = spec.flatMap((r, row) => shuffle(r.qs, seed + row).map((q) => ({ q, row })));
        for (const [i, { q, row }] of ordered.entries())
          await em.execute(
            `insert into exam_model_question
               (model_id, position, question_id, version, question_type, units, spec_row, degree, choice_order)
             values (?, ?, ?, ?, ?, ?, ?, ?, ?::int[])`,
            [
              model.id,
              i + 1,
              q.id,
              q.version,
              q.question_type,
              q.units,
              row,
              q.units,
              q.choices > 1 ? `{${shuffle([...Array(q.choices).keys()], seed + q.id).join(',')}}` : null,
            ],
          );
      }
      if (state.status === 'published' || state.status === 'distributionApproved')
        await em.execute(
          `insert into exam_exposure (exam_id, question_id, version)
           select distinct m.exam_id, q.question_id, q.version from exam_model m
           join exam_model_question q on q.model_id = m.id where m.exam_id = ?`,
          [exam.id],
        );
    }
  });
}

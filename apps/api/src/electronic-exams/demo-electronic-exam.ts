import { EXAM_LIMITS } from '@mizan/domain/exam-generation';
import type { Em, Orm } from '../database/database.js';
import { DEMO_ENGLISH_EXAM, seedDemoEnglishExam } from './demo-english-exam.js';
import { PAST_DURATION_MINUTES, seedPastExamAnswers } from './demo-past-exam.js';

export const DEMO_ELECTRONIC_EXAM = 'Electronic exam (open today)';
export const DEMO_PAST_EXAM = 'Electronic exam (results published)';
/** Sector position (0-based) -> its access code: read aloud in the demo. */
export const DEMO_ACCESS_CODES = ['246810', '135790'];
const DEMO_PAST_ACCESS_CODES = ['975310', '864200'];

/** Where the demo's exams are: the course of the approved demo exam it copies. */
const SOURCE = `select e.id, e.course_id from exam e
  where e.name = 'Makeup (distribution approved)' and e.status = 'distributionApproved'`;

/**
 * The demo exam's window, by the database's clock: from an hour before now for the longest duration
 * an exam may have (EXAM_LIMITS.durationMinutesMax, a day), so a test run started at any hour has
 * about 23 hours before it ends, never a midnight in between.
 */
const OPEN_NOW = "now() - interval '1 hour'";
const DURATION_MINUTES = EXAM_LIMITS.durationMinutesMax;

/** A demo electronic exam: its name, window (SQL start, minutes) and per-sector access codes. */
interface DemoCopy {
  name: string;
  startsAt: string;
  durationMinutes: number;
  codes: string[];
}

/**
 * Copies MTH601's approved demo exam ('Makeup (distribution approved)') as an electronic (20.3.)
 * one: the same models, students, sectors and seats, approved. Answers its id, or null when the
 * course already has it (or the source is missing).
 */
async function copyAsElectronic(em: Em, copy: DemoCopy): Promise<number | null> {
  const [source] = await em.execute<{ id: number; has: boolean }[]>(
    `select s.id, exists (select 1 from exam x where x.course_id = s.course_id and x.name = ?) as has
     from (${SOURCE}) s`,
    [copy.name],
  );
  if (!source || source.has) return null;
  const [exam] = await em.execute<{ id: number }[]>(
    `insert into exam (course_id, name, delivery_mode, starts_at, duration_minutes, total_degree, question_count,
       language, models_count, models_match, max_shared_share, target_difficulty, status, published_before,
       generation_seed, created_by, instructions)
     select course_id, ?, '20.3.', ${copy.startsAt}, ?,
       total_degree, question_count, language, models_count, models_match, max_shared_share, target_difficulty,
       status, true, generation_seed, created_by,
       'اقرأ كل سؤال بعناية. تُحفظ إجاباتك تلقائيًا. / Read every question carefully. Your answers are saved as you go.'
     from exam where id = ? returning id`,
    [copy.name, copy.durationMinutes, source.id],
  );
  await em.execute(
    `insert into exam_specification_row (exam_id, position, subject_id, ilo_id, question_type, difficulty_min,
       difficulty_max, count, degree)
     select ?, position, subject_id, ilo_id, question_type, difficulty_min, difficulty_max, count, degree
     from exam_specification_row where exam_id = ?`,
    [exam.id, source.id],
  );
  await em.execute(
    `insert into exam_model (exam_id, model_no, code, complete) select ?, model_no, code, complete from exam_model where exam_id = ?`,
    [exam.id, source.id],
  );
  await em.execute(
    `insert into exam_model_question (model_id, position, question_id, version, question_type, units, spec_row, degree,
       choice_order)
     select n.id, q.position, q.question_id, q.version, q.question_type, q.units, q.spec_row, q.degree, q.choice_order
     from exam_model_question q join exam_model o on o.id = q.model_id
       join exam_model n on n.exam_id = ? and n.model_no = o.model_no
     where o.exam_id = ?`,
    [exam.id, source.id],
  );
  await em.execute(
    `insert into exam_sector (exam_id, name, kind, capacity, position)
     select ?, name, kind, capacity, position from exam_sector where exam_id = ?`,
    [exam.id, source.id],
  );
  await em.execute(
    `insert into exam_student (exam_id, national_id, student_number, name, sector_id, seat_no, model_id)
     select ?, s.national_id, s.student_number, s.name, ns.id, s.seat_no, nm.id
     from exam_student s
       left join exam_sector os on os.id = s.sector_id
       left join exam_sector ns on ns.exam_id = ? and ns.position = os.position
       left join exam_model om on om.id = s.model_id
       left join exam_model nm on nm.exam_id = ? and nm.model_no = om.model_no
     where s.exam_id = ? and s.withdrawn_at is null`,
    [exam.id, exam.id, exam.id, source.id],
  );
  const sectors = await em.execute<{ id: number }[]>(
    'select id from exam_sector where exam_id = ? order by position',
    [exam.id],
  );
  for (const [i, s] of sectors.entries())
    await em.execute('insert into exam_taking_sector (sector_id, exam_id, access_code) values (?, ?, ?)', [
      s.id,
      exam.id,
      copy.codes[i % copy.codes.length],
    ]);
  return exam.id;
}

/**
 * The demo's electronic exams, both copies of MTH601's approved demo exam: 'Electronic exam (open
 * today)', open from an hour before the seed for a day with fixed access codes, and 'Electronic exam
 * (results published)', taken a week before the seed by every student, marked and published
 * (demo-past-exam.ts) so the results and the exam's item analysis have figures; and the English
 * one beside them (demo-english-exam.ts). Idempotent.
 */
export async function seedDemoElectronicExam(orm: Orm): Promise<void> {
  await orm.em.fork().transactional((em) =>
    copyAsElectronic(em, {
      name: DEMO_ELECTRONIC_EXAM,
      startsAt: OPEN_NOW,
      durationMinutes: DURATION_MINUTES,
      codes: DEMO_ACCESS_CODES,
    }),
  );
  await orm.em.fork().transactional((em) =>
    copyAsElectronic(em, {
      name: DEMO_PAST_EXAM,
      startsAt: `date_trunc('hour', now()) - interval '7 days'`,
      durationMinutes: PAST_DURATION_MINUTES,
      codes: DEMO_PAST_ACCESS_CODES,
    }),
  );
  await seedPastExamAnswers(orm, DEMO_PAST_EXAM);
  await seedDemoEnglishExam(orm, {
    startsAt: new Date(Date.now() - 3_600_000),
    durationMinutes: DURATION_MINUTES,
  });
}

/**
 * At every start of a demo server: once the open demo exams' day is (nearly) over, they open again from an
 * hour before now, so `./mizan start` on an older demo database still has exams to take. Their
 * attempts stay as they were (a submission stays submitted, its answers markable); students who have
 * not signed in yet can take it.
 */
export async function reopenDemoElectronicExam(orm: Orm): Promise<void> {
  await orm.em.fork().execute(
    `update exam set starts_at = ${OPEN_NOW}, duration_minutes = ?
     where name in (?, ?) and delivery_mode = '20.3.' and course_id in (select course_id from (${SOURCE}) s)
       and starts_at + make_interval(mins => duration_minutes) < now() + interval '2 hours'`,
    [DURATION_MINUTES, DEMO_ELECTRONIC_EXAM, DEMO_ENGLISH_EXAM],
  );
}

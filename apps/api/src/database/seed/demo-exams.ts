import type { QuestionTypeCode } from '@mizan/domain/codes';
import {
  countedQuestions,
  type ExamAddBody,
  type ExamStatus,
  modelCodeOf,
  planDistribution,
  rowLabel,
  type SectorBody,
  type SpecificationRow,
  statusOfModels,
} from '@mizan/domain/exam-generation';
import { assemble } from '../../exam-generation/assembly/assembler.js';
import { bandEnemies } from '../../exam-generation/assembly/candidates.js';
import { ExamStudentsStore, type StudentInput } from '../../exam-generation/exam-students.store.js';
import { ExamStore, type StoredModel } from '../../exam-generation/exam.store.js';
import { QuestionBankReader } from '../../questions/question-bank.reader.js';
import type { Database, Em, Orm } from '../database.js';
import { Db } from '../db.service.js';
import { EXAM_BANK_COURSE } from './demo-exam-bank.js';

/**
 * The specification of every demo exam over MTH601's four subjects (by position) and all seven
 * types: 20 counted questions (the case study counts its three sub-questions), 40 marks.
 */
const SPECIFICATION: { subject: number; questionType: QuestionTypeCode; count: number; degree: number }[] = [
  { subject: 0, questionType: '3.2.', count: 3, degree: 2 },
  { subject: 0, questionType: '3.4.', count: 2, degree: 1 },
  { subject: 1, questionType: '3.2.', count: 3, degree: 2 },
  { subject: 1, questionType: '3.7.', count: 2, degree: 1 },
  { subject: 1, questionType: '3.3.', count: 1, degree: 2 },
  { subject: 2, questionType: '3.2.', count: 2, degree: 2 },
  { subject: 2, questionType: '3.6.', count: 1, degree: 4 },
  { subject: 2, questionType: '3.1.', count: 1, degree: 6 },
  { subject: 3, questionType: '3.4.', count: 2, degree: 1 },
  { subject: 3, questionType: '3.5.', count: 3, degree: 2 },
];
const MODELS = 3;
const SHARED_SHARE = 0.3;
/** What the specification's questions take at their expected times, so the tightest time window holds. */
const DURATION = 70;
const TARGET_DIFFICULTY = 0.5;
/** The demo bank (MTH601) is written in Arabic, and so are its exams. */
const LANGUAGE = '4.1.';

/** One exam in each SPEC 4 state; the names are what other tests and journeys look them up by. */
const EXAMS: { name: string; status: ExamStatus; delivery: ExamAddBody['deliveryMode']; inDays: number }[] = [
  { name: 'Quiz 1 (draft)', status: 'draft', delivery: '20.2.', inDays: 7 },
  { name: 'Midterm (models complete)', status: 'modelsComplete', delivery: '20.3.', inDays: 14 },
  { name: 'Final (published)', status: 'published', delivery: '20.2.', inDays: 21 },
  { name: 'Makeup (distribution approved)', status: 'distributionApproved', delivery: '20.2.', inDays: 28 },
];

const SECTORS: Omit<SectorBody, 'version'>[] = [
  { name: 'قاعة 101', kind: 'hall', capacity: 8 },
  { name: 'لجنة 2', kind: 'committee', capacity: 6 },
];

const STUDENT_NAMES: [ar: string, en: string][] = [
  ['أحمد محمد علي', 'Ahmed Mohamed Ali'],
  ['مريم حسن إبراهيم', 'Mariam Hassan Ibrahim'],
  ['يوسف خالد عبد الله', 'Youssef Khaled Abdallah'],
  ['سارة محمود السيد', 'Sara Mahmoud El-Sayed'],
  ['عمر طارق فؤاد', 'Omar Tarek Fouad'],
  ['نور الهدى أحمد سالم', 'Nour El-Hoda Ahmed Salem'],
  ['محمد عبد الرحمن يونس', 'Mohamed Abdelrahman Younis'],
  ['هبة مصطفى كامل', 'Heba Mostafa Kamel'],
  ['كريم أشرف منصور', 'Karim Ashraf Mansour'],
  ['فاطمة الزهراء عادل', 'Fatma El-Zahraa Adel'],
  ['مصطفى جمال رمضان', 'Mostafa Gamal Ramadan'],
  ['ياسمين وليد شريف', 'Yasmine Walid Sherif'],
];
/** Governorate codes of the national id (Cairo, Alexandria, Giza, Dakahlia). */
const GOVERNORATES = ['01', '02', '21', '12'];
const two = (n: number) => String(n).padStart(2, '0');

/**
 * SPEC 5 national ids as Egypt writes them: 3 (born 2000-2099), birth date, governorate, a serial
 * whose last digit is odd for men and even for women, and a check digit.
 */
export const DEMO_STUDENTS: StudentInput[] = STUDENT_NAMES.map(([ar, en], i) => ({
  nationalId: `30${3 + (i % 3)}${two(1 + ((i * 5) % 12))}${two(1 + ((i * 7) % 28))}${GOVERNORATES[i % 4]}${String(
    101 + i * 37,
  ).slice(-3)}${i % 2 ? 2 : 1}${(i * 3) % 10}`,
  studentNumber: `2022${String(i + 1).padStart(3, '0')}`,
  name: { ar, en },
}));

/**
 * One demo exam of MTH601 (the examcreator's faculty) in each SPEC 4 state, 3 not-matching (22.2.)
 * models sharing at most 30% two by two, written through the exams area's own stores as its routes
 * write them: the draft holds its specification; the others' models come from the real assembler
 * (seeded); publishing records the questions' exposure; the published and approved exams have a
 * dozen students and two sectors, and the approved one is distributed (exam-distribution.rules.ts).
 * Idempotent: skipped when the course has exams.
 */
export async function seedDemoExams(orm: Orm): Promise<void> {
  // The stores run their SQL through Db.query and Db.transaction: the ORM is all they need.
  const db = new Db({ orm } as Database);
  const exams = new ExamStore(db);
  const students = new ExamStudentsStore(db);
  const bank = new QuestionBankReader(db);
  await db.transaction(async (em) => {
    const subjects = await em.execute<{ course_id: number; id: number; name: string; has_exams: boolean }[]>(
      `select c.id as course_id, s.id, s.name, exists (select 1 from exam e where e.course_id = c.id) as has_exams
       from course c join scope sc on sc.id = c.scope_id and sc.code = 'SCI-MTH'
       join subject s on s.course_id = c.id and s.active
       where c.course_code = ? order by s.id`,
      [EXAM_BANK_COURSE],
    );
    if (!subjects.length || subjects[0].has_exams) return;
    const courseId = subjects[0].course_id;
    const [creator] = await em.execute<{ id: number }[]>(
      "select id from app_user where username = 'examcreator'",
    );
    if (!creator) return;
    const rows: SpecificationRow[] = SPECIFICATION.map(({ subject, ...row }) => ({
      ...row,
      subjectId: subjects[subject % subjects.length].id,
    }));
    const rowLabels = rows.map((r) => {
      const name = subjects.find((s) => s.id === r.subjectId)?.name ?? '';
      return rowLabel(r, { subject: { ar: name, en: name } });
    });

    for (const [index, spec] of EXAMS.entries()) {
      const examId = await exams.insert(
        {
          courseId,
          name: spec.name,
          deliveryMode: spec.delivery,
          startsAt: new Date(Date.now() + spec.inDays * 86_400_000).toISOString(),
          durationMinutes: DURATION,
          totalDegree: rows.reduce((n, r) => n + r.count * r.degree, 0),
          questionCount: rows.reduce((n, r) => n + r.count, 0),
          language: LANGUAGE,
          modelsCount: MODELS,
          modelsMatch: '22.2.',
          maxSharedShare: SHARED_SHARE,
          targetDifficulty: TARGET_DIFFICULTY,
        },
        creator.id,
        em,
      );
      await exams.replaceSpecification(examId, rows, em);
      if (spec.status === 'draft') continue;
      const seed = 1000 + index;
      await generate(em, examId, courseId, rows, rowLabels, seed);
      const models = await exams.summaries(examId, em);
      await exams.bump(examId, { status: statusOfModels(MODELS, models), generationSeed: seed }, em);
      if (spec.status === 'modelsComplete') continue;
      await exams.recordExposure(examId, em);
      await exams.bump(examId, { status: 'published', published: true }, em);
      await students.upsert(examId, DEMO_STUDENTS, em);
      for (const sector of SECTORS) await students.addSector(examId, sector, em);
      if (spec.status === 'published') continue;
      const plan = planDistribution(
        await students.activeIds(examId, em),
        await students.sectors(examId, em),
        models.map((m) => m.modelNo),
      );
      if (!plan.ok) throw new Error(`demo exam ${spec.name}: no distribution (${plan.reason})`);
      await students.seat(examId, plan.seats, em);
      await exams.bump(examId, { status: 'distributionApproved' }, em);
    }
  });

  /** What POST .../generate writes: the assembler's models over the course's approved questions. */
  async function generate(
    em: Em,
    examId: number,
    courseId: number,
    rows: SpecificationRow[],
    rowLabels: ReturnType<typeof rowLabel>[],
    seed: number,
  ) {
    const pool = await bank.approvedQuestions(courseId, { subjectIds: rows.map((r) => r.subjectId) }, em);
    const result = await assemble({
      pool,
      language: LANGUAGE,
      rows,
      rowLabels,
      enemies: bandEnemies(pool),
      modelsCount: MODELS,
      modelsMatch: '22.2.',
      maxSharedShare: SHARED_SHARE,
      targetDifficulty: TARGET_DIFFICULTY,
      durationMinutes: DURATION,
      seed,
    });
    if (!result.ok) throw new Error(`demo exam ${examId}: ${result.message.en}`);
    const models: StoredModel[] = result.models.map((m) => ({
      modelNo: m.modelNo,
      code: modelCodeOf(m.modelNo),
      complete: true,
      questions: m.questions.map((q, i) => ({
        position: i + 1,
        questionId: q.questionId,
        version: q.version,
        questionType: q.questionType,
        degree: q.degree,
        units: countedQuestions({
          questionType: q.questionType,
          subQuestionCount: pool.find((p) => p.id === q.questionId)?.subQuestionCount,
        }),
        specRow: q.row,
        ...(q.choiceOrder ? { choiceOrder: q.choiceOrder } : {}),
      })),
    }));
    await exams.saveModels(examId, models, em);
  }
}

import {
  countedQuestions,
  modelCodeOf,
  planDistribution,
  type SpecificationRow,
} from '@mizan/domain/exam-generation';
import type { LanguageCode } from '@mizan/domain/codes';
import type { Database, Orm } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { EXAM_BANK_COURSE } from '../database/seed/demo-exam-bank.js';
import { ExamStudentsStore, type StudentInput } from '../exam-generation/exam-students.store.js';
import { ExamStore } from '../exam-generation/exam.store.js';
import { type BankQuestion, QuestionBankReader } from '../questions/question-bank.reader.js';

export const DEMO_ENGLISH_EXAM = 'Electronic exam in English (open today)';
/** Its one sector's access code, read aloud in the demo. */
export const DEMO_ENGLISH_ACCESS_CODE = '314159';
const ENGLISH: LanguageCode = '4.2.';

/** Students of their own: a national id in two open exams would make the portal's choice arbitrary. */
export const DEMO_ENGLISH_STUDENTS: StudentInput[] = [
  {
    nationalId: '30402150101234',
    studentNumber: '2022101',
    name: { ar: 'ليلى سامي نبيل', en: 'Laila Samy Nabil' },
  },
  {
    nationalId: '30309220201357',
    studentNumber: '2022102',
    name: { ar: 'آدم هشام فريد', en: 'Adam Hesham Farid' },
  },
  {
    nationalId: '30511030301462',
    studentNumber: '2022103',
    name: { ar: 'جنى عمرو لطفي', en: 'Jana Amr Lotfy' },
  },
  {
    nationalId: '30406180401579',
    studentNumber: '2022104',
    name: { ar: 'زياد رامي حلمي', en: 'Ziad Ramy Helmy' },
  },
];

/**
 * The demo's English electronic exam: MTH601's approved English questions (the demo bank's
 * English side: an essay, MCQs, blanks and a case study) in one model, written through the exams
 * area's stores, four students of their own in one sector, distribution approved, open over the
 * same window as the Arabic demo exam. Idempotent: skipped when the course has it.
 */
export async function seedDemoEnglishExam(
  orm: Orm,
  window: { startsAt: Date; durationMinutes: number },
): Promise<void> {
  const db = new Db({ orm } as Database);
  const exams = new ExamStore(db);
  const students = new ExamStudentsStore(db);
  const bank = new QuestionBankReader(db);
  await db.transaction(async (em) => {
    const [course] = await em.execute<{ id: number; has: boolean; creator: number | null }[]>(
      `select c.id, exists (select 1 from exam e where e.course_id = c.id and e.name = ?) as has,
         (select id from app_user where username = 'examcreator') as creator
       from course c join scope sc on sc.id = c.scope_id and sc.code = 'SCI-MTH' where c.course_code = ?`,
      [DEMO_ENGLISH_EXAM, EXAM_BANK_COURSE],
    );
    if (!course || course.has || !course.creator) return;
    const pool = await bank.approvedQuestions(course.id, { language: ENGLISH }, em);
    if (!pool.length) return;
    // One specification row per subject, type and degree; a case study counts as its sub-questions.
    const groups = new Map<string, BankQuestion[]>();
    for (const q of pool) {
      const key = `${q.subjectId}|${q.questionType}|${q.degree}`;
      groups.set(key, [...(groups.get(key) ?? []), q]);
    }
    const units = (q: BankQuestion) => countedQuestions(q);
    const rows: SpecificationRow[] = [...groups.values()].map((g) => ({
      subjectId: g[0].subjectId,
      questionType: g[0].questionType,
      count: g.reduce((n, q) => n + units(q), 0),
      degree: g[0].degree / units(g[0]),
    }));
    const examId = await exams.insert(
      {
        courseId: course.id,
        name: DEMO_ENGLISH_EXAM,
        deliveryMode: '20.3.',
        startsAt: window.startsAt.toISOString(),
        durationMinutes: window.durationMinutes,
        totalDegree: pool.reduce((n, q) => n + q.degree, 0),
        questionCount: rows.reduce((n, r) => n + r.count, 0),
        language: ENGLISH,
        modelsCount: 1,
        modelsMatch: '22.1.',
      },
      course.creator,
      em,
    );
    await exams.replaceSpecification(examId, rows, em);
    const ordered = [...groups.values()].flatMap((g, row) => g.map((q) => ({ q, row })));
    await exams.saveModels(
      examId,
      [
        {
          modelNo: 0,
          code: modelCodeOf(0),
          complete: true,
          questions: ordered.map(({ q, row }, i) => ({
            position: i + 1,
            questionId: q.id,
            version: q.version,
            questionType: q.questionType,
            degree: q.degree,
            units: units(q),
            specRow: row,
          })),
        },
      ],
      em,
    );
    await exams.bump(examId, { status: 'published', published: true }, em);
    await students.upsert(examId, DEMO_ENGLISH_STUDENTS, em);
    const sectorId = await students.addSector(examId, { name: 'Lab 3', kind: 'hall', capacity: 4 }, em);
    const plan = planDistribution(
      await students.activeIds(examId, em),
      await students.sectors(examId, em),
      [0],
    );
    if (!plan.ok) throw new Error(`demo exam ${DEMO_ENGLISH_EXAM}: no distribution (${plan.reason})`);
    await students.seat(examId, plan.seats, em);
    await exams.bump(examId, { status: 'distributionApproved' }, em);
    await em.execute('insert into exam_taking_sector (sector_id, exam_id, access_code) values (?, ?, ?)', [
      sectorId,
      examId,
      DEMO_ENGLISH_ACCESS_CODE,
    ]);
  });
}

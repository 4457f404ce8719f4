import { Injectable } from '@nestjs/common';
import { hasRight } from '@mizan/domain/access';
import {
  type CanAddResult,
  type ExamAddBody,
  type ExamAddResult,
  type ExamEditBody,
  type ExamEventsResult,
  type ExamListParsed,
  type ExamListResult,
  type ExamView,
  EXAM_MESSAGES as M,
  type PublishBody,
  type RepublishWarning,
  type SpecificationBody,
  specificationIssues,
  specificationTimeWarning,
  statusOfModels,
} from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess, type CourseRecord } from '../courses/course-access.js';
import { Db } from '../database/db.service.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { ExamAccess } from './exam-access.js';
import { ExamLive } from './exam-live.js';
import { ExamStudentsStore } from './exam-students.store.js';
import { ExamWrite } from './exam-write.js';
import { ExamStore } from './exam.store.js';

const APP = '165.7.1.';
/** Exam fields the models are built to: changing one makes every model incomplete. */
const MODEL_SHAPING = [
  'questionCount',
  'totalDegree',
  'modelsCount',
  'modelsMatch',
  'maxSharedShare',
  'targetDifficulty',
] as const;
const RIGHT_CODES = ['9.2.', '9.3.', '9.4.', '9.5.'] as const;
/** Changes one catch-up call returns; beyond them the client reloads the exam. */
const EVENTS_MAX = 500;

/** A 409 that asks to confirm publishing again (PublishBody.confirm). */
class RepublishConflict extends DomainError {
  constructor() {
    super(409, 'generic');
  }
  override get body(): RepublishWarning {
    return { message: M.republishWarning, republish: true };
  }
}

/**
 * 165.7.1. exams: creation (SPEC 5 'Exam creation'), the list, the exam, its specification,
 * publishing (SPEC 4) and the catch-up log. Each write is one transaction under the exam's row
 * lock and lock version; its event is recorded there and emitted after commit.
 */
@Injectable()
export class ExamsService {
  constructor(
    private readonly db: Db,
    private readonly store: ExamStore,
    private readonly access: ExamAccess,
    private readonly courses: CourseAccess,
    private readonly bank: QuestionBankReader,
    private readonly live: ExamLive,
    private readonly write: ExamWrite,
    private readonly students: ExamStudentsStore,
  ) {}

  /** The first SPEC 5 rule that keeps the course from getting an exam, or null. */
  async creationBlock(course: CourseRecord): Promise<Bilingual | null> {
    if (!course.active) return M.courseNotActive;
    const [counts, ready] = await Promise.all([this.bank.counts(course.id), this.store.readiness(course.id)]);
    if (counts.live === 0) return M.courseHasNoQuestions;
    if (!ready.activeSubjects) return M.courseHasNoActiveSubjects;
    if (!ready.ilos) return M.courseHasNoIlos;
    if (counts.approved === 0) return M.courseHasNoApprovedQuestions;
    return null;
  }

  async canAdd(auth: RequestAuth, courseId: number): Promise<CanAddResult> {
    const message = await this.creationBlock(await this.courses.course(auth, courseId));
    return { allowed: message === null, message };
  }

  async add(auth: RequestAuth, body: ExamAddBody): Promise<ExamAddResult> {
    const block = await this.creationBlock(await this.courses.course(auth, body.courseId));
    if (block) throw DomainError.of(422, block);
    const examId = await this.db.transaction((em) => this.store.insert(body, auth.userId, em));
    return { examId };
  }

  async list(auth: RequestAuth, q: ExamListParsed): Promise<ExamListResult> {
    await this.courses.course(auth, q.courseId);
    const { rows, total } = await this.store.page(q);
    return {
      exams: rows,
      currentPage: q.page,
      totalItems: total,
      rights: RIGHT_CODES.filter((r) => hasRight(auth.rights, APP, r)),
    };
  }

  async view(auth: RequestAuth, examId: number): Promise<ExamView> {
    const { exam } = await this.access.readable(auth, examId);
    const [specification, models] = await Promise.all([
      this.store.specification(examId),
      this.store.summaries(examId),
    ]);
    const { status, lockVersion, publishedBefore: _p, generationSeed: _g, ...data } = exam;
    return { exam: data, specification, models, status, lockVersion };
  }

  /**
   * Replaces the specification. Its subjects and ILOs must be the course's, its totals the exam's;
   * the models made for the old one go back to incomplete. Answers the expected-time warning.
   */
  async saveSpecification(
    auth: RequestAuth,
    examId: number,
    body: SpecificationBody,
  ): Promise<{ lockVersion: number; warning: Bilingual | null }> {
    return this.db.transaction(async (em) => {
      const { exam } = await this.access.writable(auth, examId, body.version, em);
      const fields: Record<string, Bilingual> = {};
      const parts = await this.store.courseParts(
        exam.courseId,
        body.rows.map((r) => r.subjectId),
        body.rows.flatMap((r) => (r.iloId ? [r.iloId] : [])),
        em,
      );
      body.rows.forEach((r, i) => {
        if (!parts.subjects.has(r.subjectId)) fields[`rows.${i}.subjectId`] = MESSAGES.invalidOption;
        if (r.iloId && !parts.ilos.has(r.iloId)) fields[`rows.${i}.iloId`] = MESSAGES.invalidOption;
      });
      for (const issue of specificationIssues(body.rows, exam)) fields[issue.path] ??= issue.message;
      if (Object.keys(fields).length) throw DomainError.validation(fields);

      await this.store.replaceSpecification(examId, body.rows, em);
      await this.store.markModelsIncomplete(examId, em);
      const status = statusOfModels(exam.modelsCount, []);
      const lockVersion = await this.store.bump(examId, { status }, em);
      await this.live.changed(em, auth, exam, { kind: 'specification', lockVersion, status });
      return { lockVersion, warning: await this.timeWarning(exam.courseId, body.rows, exam.durationMinutes) };
    });
  }

  /** What the rows ask for in minutes, at the mean expected time of the questions each could take. */
  private async timeWarning(
    courseId: number,
    rows: SpecificationBody['rows'],
    durationMinutes: number,
  ): Promise<Bilingual | null> {
    const pool = await this.bank.approvedQuestions(courseId, {
      subjectIds: [...new Set(rows.map((r) => r.subjectId))],
    });
    let minutes = 0;
    for (const r of rows) {
      const fits = pool.filter(
        (q) =>
          q.subjectId === r.subjectId &&
          q.questionType === r.questionType &&
          (!r.iloId || q.iloIds.includes(r.iloId)) &&
          q.difficulty >= (r.difficultyMin ?? 0) &&
          q.difficulty <= (r.difficultyMax ?? 1),
      );
      if (fits.length) minutes += (r.count * fits.reduce((s, q) => s + q.expectedTime, 0)) / fits.length;
    }
    return specificationTimeWarning(minutes, durationMinutes);
  }

  /**
   * SPEC 4: every model complete, else refused; an exam published before asks for `confirm`. The
   * models' question versions count toward their exposure (once per exam).
   */
  async publish(auth: RequestAuth, examId: number, body: PublishBody): Promise<{ lockVersion: number }> {
    return this.db.transaction(async (em) => {
      const { exam } = await this.access.writable(auth, examId, body.version, em);
      const models = await this.store.summaries(examId, em);
      if (statusOfModels(exam.modelsCount, models) !== 'modelsComplete')
        throw DomainError.of(422, M.incompleteModels);
      if (exam.publishedBefore && !body.confirm) throw new RepublishConflict();
      await this.store.recordExposure(examId, em);
      const lockVersion = await this.store.bump(examId, { status: 'published', published: true }, em);
      await this.live.changed(em, auth, exam, { kind: 'published', lockVersion, status: 'published' });
      return { lockVersion };
    });
  }

  /**
   * The exam's own data (before the distribution is approved). A change of what its models are made
   * to (question count, total degree, models count or match, share cap, target difficulty) sends
   * every model back to incomplete, drops models beyond the new count and forgets the distribution:
   * the exam goes back to draft. Name, date, duration, language, stage and instructions keep the status.
   */
  edit(auth: RequestAuth, examId: number, body: ExamEditBody): Promise<{ lockVersion: number }> {
    const { version, ...data } = body;
    return this.write.run(auth, examId, version, 'exam', async (exam, em) => {
      await this.store.update(examId, data, em);
      const reshaped = MODEL_SHAPING.some((key) => (data[key] ?? null) !== exam[key]);
      if (!reshaped) return {};
      const beyond = (await this.store.summaries(examId, em))
        .map((m) => m.modelNo)
        .filter((n) => n >= data.modelsCount);
      if (beyond.length) await this.store.removeModels(examId, beyond, em);
      await this.store.markModelsIncomplete(examId, em);
      await this.students.clearDistribution(examId, em);
      return { status: statusOfModels(data.modelsCount, []) };
    });
  }

  async events(auth: RequestAuth, examId: number, since: number): Promise<ExamEventsResult> {
    const { exam } = await this.access.readable(auth, examId);
    return {
      events: await this.store.eventsSince(examId, since, EVENTS_MAX),
      lockVersion: exam.lockVersion,
    };
  }
}

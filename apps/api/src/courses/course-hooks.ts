import { Injectable } from '@nestjs/common';
import type { ElectronicExamItem } from '@mizan/domain/courses';
import type { Em } from '../database/database.js';

/** Answers whether something of a later area (questions, exams) still uses a course. */
export type CourseContentProbe = (courseId: number, em: Em) => Promise<boolean>;
/** Ids of a subject's ILOs that questions use: they cannot be unticked (SPEC 3 unRemovable). */
export type SubjectIloUsageProbe = (subjectId: number, em: Em) => Promise<number[]>;
/** Whether questions use a subject (it then cannot be deleted). */
export type SubjectContentProbe = (subjectId: number, em: Em) => Promise<boolean>;
/**
 * Runs inside the reset transaction: drop question-ILO links, set every question incomplete.
 * `userId` (who reset) signs the questions' timeline entries.
 */
export type IloResetListener = (courseId: number, em: Em, userId: number) => Promise<void>;
/** Runs inside the ILO-delete transaction with the ids removed (the ILO and its sub-ILOs). */
export type IloDeleteListener = (courseId: number, iloIds: number[], em: Em, userId: number) => Promise<void>;
export type ElectronicExamsSource = (courseId: number, em: Em) => Promise<ElectronicExamItem[]>;
/** The web route to open for an exam of the course, or null when it is not one of its exams. */
export type ExamRedirectSource = (courseId: number, examId: number, em: Em) => Promise<string | null>;

/**
 * Where the questions and exams areas plug into courses, subjects and ILOs. Until they register,
 * no course has questions or exams and no ILO is linked to a question: the rules that depend on
 * them (cannot delete a course with questions or exams, unRemovable ILOs, reset sets questions
 * incomplete, electronic exams, exam redirect) then have nothing to act on. Register from the
 * area's module constructor (onModuleInit), e.g. hooks.courseContent.push(hasQuestions).
 */
@Injectable()
export class CourseHooks {
  /** "Cannot delete the course" when any answers true (with subjects and ILOs, checked here). */
  readonly courseContent: CourseContentProbe[] = [];
  readonly subjectIloUsage: SubjectIloUsageProbe[] = [];
  readonly subjectContent: SubjectContentProbe[] = [];
  readonly iloReset: IloResetListener[] = [];
  readonly iloDelete: IloDeleteListener[] = [];
  electronicExams?: ElectronicExamsSource;
  examRedirect?: ExamRedirectSource;

  async courseHasContent(courseId: number, em: Em): Promise<boolean> {
    for (const probe of this.courseContent) if (await probe(courseId, em)) return true;
    return false;
  }

  async unremovableIlos(subjectId: number, em: Em): Promise<Set<number>> {
    const ids = new Set<number>();
    for (const probe of this.subjectIloUsage) for (const id of await probe(subjectId, em)) ids.add(id);
    return ids;
  }

  async subjectHasContent(subjectId: number, em: Em): Promise<boolean> {
    for (const probe of this.subjectContent) if (await probe(subjectId, em)) return true;
    return false;
  }

  async afterIloReset(courseId: number, em: Em, userId: number): Promise<void> {
    for (const listener of this.iloReset) await listener(courseId, em, userId);
  }

  async afterIloDelete(courseId: number, iloIds: number[], em: Em, userId: number): Promise<void> {
    for (const listener of this.iloDelete) await listener(courseId, iloIds, em, userId);
  }
}

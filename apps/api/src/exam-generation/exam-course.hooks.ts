import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TAKING_LIMITS } from '@mizan/domain/electronic-exams';
import { CourseHooks } from '../courses/course-hooks.js';
import { ExamStore } from './exam.store.js';

/**
 * Plugs exams into courses (courses/course-hooks.ts): a course with exams cannot be deleted;
 * getCourseElectronicExams lists its electronic (20.3.) exams and getExamRedirect opens an exam
 * of the course at its details route ({courseId}/{examId} under exam-generation), or an electronic
 * exam being taken (approved, from its sign-in hour to its end) at its proctor screen (.../proctor).
 */
@Injectable()
export class ExamCourseHooks implements OnModuleInit {
  constructor(
    private readonly hooks: CourseHooks,
    private readonly store: ExamStore,
  ) {}

  onModuleInit(): void {
    this.hooks.courseContent.push((courseId, em) => this.store.courseHasExams(courseId, em));
    // Exam names are typed once, in the exam's language: both texts carry it.
    this.hooks.electronicExams = async (courseId, em) =>
      (await this.store.electronicExams(courseId, em)).map((e) => ({
        examId: e.examId,
        name: { ar: e.name, en: e.name },
      }));
    this.hooks.examRedirect = async (courseId, examId, em) => {
      const exam = await this.store.exam(examId, em);
      if (exam?.courseId !== courseId) return null;
      const page = `/exam-generation/${courseId}/${examId}`;
      const start = Date.parse(exam.startsAt);
      const now = Date.now();
      const taking =
        exam.deliveryMode === '20.3.' &&
        exam.status === 'distributionApproved' &&
        now >= start - TAKING_LIMITS.earlySignInMinutes * 60_000 &&
        now <= start + exam.durationMinutes * 60_000;
      return taking ? `${page}/proctor` : page;
    };
  }
}

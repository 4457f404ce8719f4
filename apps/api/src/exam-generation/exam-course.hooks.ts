import { Injectable, type OnModuleInit } from '@nestjs/common';
import { CourseHooks } from '../courses/course-hooks.js';
import { ExamStore } from './exam.store.js';

/**
 * Plugs exams into courses (courses/course-hooks.ts): a course with exams cannot be deleted;
 * getCourseElectronicExams lists its electronic (20.3.) exams and getExamRedirect opens an exam
 * of the course at its details route ({courseId}/{examId} under exam-generation).
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
      return exam?.courseId === courseId ? `/exam-generation/${courseId}/${examId}` : null;
    };
  }
}

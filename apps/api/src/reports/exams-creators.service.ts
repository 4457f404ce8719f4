import { Injectable } from '@nestjs/common';
import type { Lang } from '@mizan/domain/i18n';
import {
  type ExamState,
  type ExamsCreatorResponse,
  type ExamsCreatorsResponse,
  REPORT_MESSAGES,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { ExamCreatorsReader } from '../exam-generation/exam-creators.reader.js';
import type { ReportSheet } from './report-export.js';

const STATES: ExamState[] = ['draft', 'modelsComplete', 'published', 'distributionApproved'];
const STATE_NAMES: Record<ExamState, { ar: string; en: string }> = {
  draft: { ar: 'مسودة', en: 'Draft' },
  modelsComplete: { ar: 'النماذج مكتملة', en: 'Models complete' },
  published: { ar: 'منشور', en: 'Published' },
  distributionApproved: { ar: 'التوزيع معتمد', en: 'Distribution approved' },
};

/** 165.4.3. Exams creators: who built which exams and models of a course. */
@Injectable()
export class ExamsCreatorsService {
  constructor(
    private readonly access: CourseAccess,
    private readonly reader: ExamCreatorsReader,
  ) {}

  async creators(auth: RequestAuth, courseId: number): Promise<ExamsCreatorsResponse> {
    const course = await this.access.course(auth, courseId);
    const creators = await this.reader.creators(courseId);
    if (!creators.length) throw DomainError.of(404, REPORT_MESSAGES.courseNoExams);
    return {
      course: { courseId: course.id, name: course.name, courseCode: course.course_code },
      creators: creators.map((c) => ({
        ...c,
        states: Object.fromEntries(STATES.map((s) => [s, c.states[s] ?? 0])) as Record<ExamState, number>,
      })),
    };
  }

  async creator(auth: RequestAuth, courseId: number, creatorId: number): Promise<ExamsCreatorResponse> {
    const course = await this.access.course(auth, courseId);
    const [exams, name] = await Promise.all([
      this.reader.exams(courseId, creatorId),
      this.reader.userName(creatorId),
    ]);
    if (!exams.length || !name) throw DomainError.of(404, REPORT_MESSAGES.creatorNoExams);
    return {
      course: { courseId: course.id, name: course.name, courseCode: course.course_code },
      creator: { creatorId, name },
      exams,
    };
  }

  creatorsSheets(r: ExamsCreatorsResponse, lang: Lang): ReportSheet[] {
    return [
      {
        name: { ar: 'منشئو الامتحانات', en: 'Exams creators' },
        columns: [
          { ar: 'المنشئ', en: 'Creator' },
          { ar: 'الامتحانات', en: 'Exams' },
          { ar: 'النماذج', en: 'Models' },
          ...STATES.map((s) => STATE_NAMES[s]),
          { ar: 'أول إنشاء', en: 'First created' },
          { ar: 'آخر تعديل', en: 'Last updated' },
        ],
        rows: r.creators.map((c) => [
          c.name[lang],
          c.exams,
          c.models,
          ...STATES.map((s) => c.states[s]),
          c.firstCreatedAt,
          c.lastUpdatedAt,
        ]),
      },
    ];
  }

  creatorSheets(r: ExamsCreatorResponse, lang: Lang): ReportSheet[] {
    return [
      {
        name: r.creator.name,
        columns: [
          { ar: 'الامتحان', en: 'Exam' },
          { ar: 'الحالة', en: 'State' },
          { ar: 'يبدأ', en: 'Starts' },
          { ar: 'عدد الأسئلة', en: 'Questions' },
          { ar: 'الدرجة', en: 'Degree' },
          { ar: 'النماذج', en: 'Models' },
          { ar: 'نماذج مكتملة', en: 'Complete models' },
          { ar: 'أُنشئ', en: 'Created' },
          { ar: 'عُدّل', en: 'Updated' },
        ],
        rows: r.exams.map((e) => [
          e.name,
          STATE_NAMES[e.status][lang],
          e.startsAt,
          e.questionCount,
          e.totalDegree,
          e.models,
          e.completeModels,
          e.createdAt,
          e.updatedAt,
        ]),
      },
    ];
  }
}

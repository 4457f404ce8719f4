import { Injectable } from '@nestjs/common';
import { QUESTION_STATUSES, QUESTION_TYPES } from '@mizan/domain/codes';
import type { Lang } from '@mizan/domain/i18n';
import { type CourseStatsResponse, REPORT_MESSAGES } from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { DIFFICULTY_EDGES } from '../questions/question-bank.reader.js';
import { QuestionStatsReader } from '../questions/question-stats.reader.js';
import { SubjectsStore } from '../subjects/subjects.store.js';
import type { ReportSheet } from './report-export.js';

/** Difficulty in the bank reader's fifths; the last bin includes 1. */
function difficultyBins(
  values: { difficulty: number | null; count: number }[],
): CourseStatsResponse['difficulty'] {
  const bins = DIFFICULTY_EDGES.slice(0, -1).map((from, i) => ({
    from,
    to: DIFFICULTY_EDGES[i + 1],
    count: 0,
  }));
  let none = 0;
  for (const v of values) {
    if (v.difficulty === null) none += v.count;
    else
      bins[
        Math.min(
          bins.length - 1,
          bins.findLastIndex((b) => v.difficulty! >= b.from),
        )
      ].count += v.count;
  }
  return { bins, none };
}

/** 165.4.2. Course questions statistics: one course's bank by subject, type, status, difficulty, ILO and people. */
@Injectable()
export class CourseQuestionsStatisticsService {
  constructor(
    private readonly access: CourseAccess,
    private readonly reader: QuestionStatsReader,
    private readonly subjects: SubjectsStore,
  ) {}

  async course(auth: RequestAuth, courseId: number): Promise<CourseStatsResponse> {
    const course = await this.access.course(auth, courseId);
    const [subjects, cells, difficulties, iloCoverage, activity] = await Promise.all([
      this.subjects.ofCourse(courseId),
      this.reader.courseCells(courseId),
      this.reader.difficulties(courseId),
      this.reader.approvedPerIlo(courseId),
      this.reader.weeklyActivity(courseId),
    ]);
    if (!cells.length) throw DomainError.of(404, REPORT_MESSAGES.courseNoQuestions);
    return {
      course: { courseId: course.id, name: course.name, courseCode: course.course_code },
      subjects: subjects.map((s) => ({ subjectId: s.id, name: s.name, active: s.active })),
      cells,
      difficulty: difficultyBins(difficulties),
      iloCoverage,
      activity,
    };
  }

  sheets(r: CourseStatsResponse, lang: Lang): ReportSheet[] {
    const subjectName = new Map(r.subjects.map((s) => [s.subjectId, s.name]));
    return [
      {
        name: { ar: 'الموضوعات والأنواع والحالات', en: 'Subjects, types, statuses' },
        columns: [
          { ar: 'الموضوع', en: 'Subject' },
          { ar: 'النوع', en: 'Type' },
          { ar: 'الحالة', en: 'Status' },
          { ar: 'العدد', en: 'Count' },
        ],
        rows: r.cells.map((c) => [
          c.subjectId === null
            ? REPORT_MESSAGES.noSubject[lang]
            : (subjectName.get(c.subjectId) ?? String(c.subjectId)),
          QUESTION_TYPES[c.questionType][lang],
          QUESTION_STATUSES[c.status][lang],
          c.count,
        ]),
      },
      {
        name: { ar: 'الصعوبة', en: 'Difficulty' },
        columns: [
          { ar: 'من', en: 'From' },
          { ar: 'إلى', en: 'To' },
          { ar: 'العدد', en: 'Count' },
        ],
        rows: r.difficulty.bins.map((b) => [b.from, b.to, b.count]),
      },
      {
        name: { ar: 'تغطية نواتج التعلم', en: 'ILO coverage' },
        columns: [
          { ar: 'الرمز', en: 'Code' },
          { ar: 'الناتج', en: 'ILO' },
          { ar: 'أسئلة معتمدة', en: 'Approved questions' },
        ],
        rows: r.iloCoverage.map((i) => [i.code, i.description[lang], i.approved]),
      },
      {
        name: { ar: 'النشاط', en: 'Activity' },
        columns: [
          { ar: 'الأسبوع', en: 'Week' },
          { ar: 'المستخدم', en: 'User' },
          { ar: 'أنشأ', en: 'Created' },
          { ar: 'راجع', en: 'Reviewed' },
        ],
        rows: r.activity.map((a) => [a.week, a.name[lang], a.created, a.reviewed]),
      },
    ];
  }
}

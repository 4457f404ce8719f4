import { Injectable } from '@nestjs/common';
import type { Lang } from '@mizan/domain/i18n';
import { ITEM_STATISTICS_REASONS } from '@mizan/domain/item-statistics';
import {
  type ExamItemAnalysisResponse,
  type ItemAnalysisModel,
  type QuestionItemStatisticsResponse,
  REPORT_MESSAGES,
} from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { Db } from '../database/db.service.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { QuestionAccess } from '../questions/question-access.js';
import { DEFAULT_MIN_ANSWERS, MIN_ANSWERS_KEY } from './item-stats.sweep.js';
import type { ReportSheet } from './report-export.js';

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** The stored item statistics (item-stats.sweep.ts) as an exam's analysis and a question's measures. */
@Injectable()
export class ItemAnalysisService {
  constructor(
    private readonly db: Db,
    private readonly exams: ExamAccess,
    private readonly questions: QuestionAccess,
  ) {}

  /** 404 with its reason while the exam's results are not published or not yet analysed. */
  async exam(auth: RequestAuth, examId: number): Promise<ExamItemAnalysisResponse> {
    const { exam } = await this.exams.readable(auth, examId);
    const [run] = await this.db.read<{ computed_at: Date; published_at: Date; students: number }>(
      'select computed_at, published_at, students from exam_item_run where exam_id = ?',
      [examId],
    );
    if (!run) {
      const [published] = await this.db.read<{ n: number }>(
        'select count(*)::int as n from exam_result_publication where exam_id = ?',
        [examId],
      );
      throw DomainError.of(404, published.n ? REPORT_MESSAGES.analysisPending : REPORT_MESSAGES.noResults);
    }
    const [models, items] = await Promise.all([
      this.db.read<{
        model_id: number;
        code: string;
        students: number;
        questions: number;
        max_score: string;
        mean: string | null;
        sd: string | null;
        alpha: string | null;
        histogram: ItemAnalysisModel['histogram'];
        reasons: ItemAnalysisModel['reasons'];
      }>(
        `select a.model_id, m.code, a.students, a.questions, a.max_score, a.mean, a.sd, a.alpha, a.histogram, a.reasons
         from exam_item_analysis a join exam_model m on m.id = a.model_id where a.exam_id = ? order by m.code`,
        [examId],
      ),
      this.db.read<{
        model_id: number;
        position: number;
        question_id: number;
        version: number;
        max_marks: string;
        facility: string | null;
        sd: string | null;
        discrimination: string | null;
        discriminative_efficiency: string | null;
        point_biserial: string | null;
        upper_lower_d: string | null;
        omitted: string | null;
        mean_time: string | null;
        distractors: number[] | null;
        reasons: ItemAnalysisModel['items'][number]['reasons'];
      }>('select * from exam_item_stat where exam_id = ? order by model_id, position', [examId]),
    ]);
    const byModel = Map.groupBy(items, (i) => i.model_id);
    return {
      exam: { examId, name: exam.name, courseId: exam.courseId },
      computedAt: new Date(run.computed_at).toISOString(),
      publishedAt: new Date(run.published_at).toISOString(),
      students: run.students,
      models: models.map((m) => ({
        modelId: m.model_id,
        code: m.code,
        students: m.students,
        questions: m.questions,
        maxScore: Number(m.max_score),
        mean: num(m.mean),
        sd: num(m.sd),
        alpha: num(m.alpha),
        histogram: m.histogram,
        reasons: m.reasons,
        items: (byModel.get(m.model_id) ?? []).map((i) => ({
          position: i.position,
          questionId: i.question_id,
          version: i.version,
          maxMarks: Number(i.max_marks),
          facility: num(i.facility),
          sd: num(i.sd),
          discrimination: num(i.discrimination),
          discriminativeEfficiency: num(i.discriminative_efficiency),
          pointBiserial: num(i.point_biserial),
          upperLowerD: num(i.upper_lower_d),
          omitted: num(i.omitted),
          meanTime: num(i.mean_time),
          distractors: i.distractors,
          reasons: i.reasons,
        })),
      })),
    };
  }

  /** A question's figures per version over every exam that used it (none yet: an empty list). */
  async question(auth: RequestAuth, questionId: number): Promise<QuestionItemStatisticsResponse> {
    const { question } = await this.questions.load(auth, questionId, { includeDeleted: true });
    const [versions, [setting]] = await Promise.all([
      this.db.read<{
        version: number;
        answers: number;
        exams: number;
        facility: string | null;
        point_biserial: string | null;
        discrimination: string | null;
        omitted: string | null;
        mean_time: string | null;
      }>(
        `select version, sum(students)::int as answers, count(distinct exam_id)::int as exams,
           ${weighted('facility')}, ${weighted('point_biserial')}, ${weighted('discrimination')},
           ${weighted('omitted')}, ${weighted('mean_time')}
         from exam_item_stat where question_id = ? group by version order by version desc`,
        [questionId],
      ),
      this.db.read<{ value: string }>('select value from app_setting where key = ?', [MIN_ANSWERS_KEY]),
    ]);
    const minAnswers = Number(setting?.value) >= 1 ? Number(setting?.value) : DEFAULT_MIN_ANSWERS;
    return {
      questionId,
      version: question.version,
      stated: { difficulty: question.content.difficulty, expectedTime: question.content.expectedTime },
      minAnswers,
      versions: versions.map((v) => {
        const facility = num(v.facility);
        const meanTime = num(v.mean_time);
        return {
          version: v.version,
          answers: v.answers,
          exams: v.exams,
          facility,
          difficulty: facility === null ? null : round(1 - facility),
          pointBiserial: num(v.point_biserial),
          discrimination: num(v.discrimination),
          omitted: num(v.omitted),
          meanTime: meanTime === null ? null : round(meanTime / 60),
        };
      }),
    };
  }

  /** The analysis as sheets: per model its test figures, then its questions. */
  sheets(r: ExamItemAnalysisResponse, lang: Lang): ReportSheet[] {
    // A missing figure is a dash; why it is missing is said once per row, in its notes.
    const fig = (v: number | null) => (v === null ? '–' : Math.round(v * 1000) / 1000);
    const notes = (reasons: Partial<Record<string, string>>) =>
      [...new Set(Object.values(reasons))]
        .map((r) => ITEM_STATISTICS_REASONS[r as keyof typeof ITEM_STATISTICS_REASONS]?.[lang])
        .filter(Boolean)
        .join(' ');
    return r.models.flatMap((m) => [
      {
        name: { ar: `النموذج ${m.code}`, en: `Model ${m.code}` },
        columns: [
          { ar: 'الطلاب', en: 'Students' },
          { ar: 'الأسئلة', en: 'Questions' },
          { ar: 'الدرجة العظمى', en: 'Maximum score' },
          { ar: 'المتوسط', en: 'Mean' },
          { ar: 'الانحراف المعياري', en: 'Standard deviation' },
          { ar: 'ألفا كرونباخ (KR-20)', en: "Cronbach's alpha (KR-20)" },
          NOTES,
        ],
        rows: [[m.students, m.questions, m.maxScore, fig(m.mean), fig(m.sd), fig(m.alpha), notes(m.reasons)]],
      },
      {
        name: { ar: `أسئلة النموذج ${m.code}`, en: `Model ${m.code} questions` },
        columns: [
          { ar: 'الموضع', en: 'Position' },
          { ar: 'السؤال', en: 'Question' },
          { ar: 'الإصدار', en: 'Version' },
          { ar: 'معامل السهولة', en: 'Facility' },
          { ar: 'معامل التمييز', en: 'Discrimination index' },
          { ar: 'الارتباط الثنائي النقطي', en: 'Point-biserial' },
          { ar: 'فرق العليا والدنيا', en: 'Upper-lower D' },
          { ar: 'نسبة الترك', en: 'Omitted' },
          { ar: 'متوسط الزمن (ث)', en: 'Mean time (s)' },
          NOTES,
        ],
        rows: m.items.map((i) => [
          i.position,
          i.questionId,
          i.version,
          fig(i.facility),
          fig(i.discrimination),
          fig(i.pointBiserial),
          fig(i.upperLowerD),
          fig(i.omitted),
          fig(i.meanTime),
          notes(i.reasons),
        ]),
      },
    ]);
  }
}

const NOTES = { ar: 'ملاحظات', en: 'Notes' };

const weighted = (column: string) =>
  `sum(${column} * students) / nullif(sum(students) filter (where ${column} is not null), 0) as ${column}`;
const round = (n: number) => Math.round(n * 100) / 100;

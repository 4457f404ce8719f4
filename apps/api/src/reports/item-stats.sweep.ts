import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { answerFacts, choiceCount, itemStatistics } from '@mizan/domain/item-statistics';
import type { Response } from '@mizan/domain/scoring';
import { Periodic } from '../common/periodic.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { type MeasuredWrite, QuestionWriter } from '../questions/question.writer.js';
import { ReportLive } from './report-live.js';

/** How often every API process looks for published results without statistics (MIZAN_ITEM_STATS_SWEEP_MS). */
const sweepMs = () => Math.max(100, Number(process.env.MIZAN_ITEM_STATS_SWEEP_MS ?? 2000));

/** app_setting key: answers a measured value needs before the question takes it (issue 18 part 8). */
export const MIN_ANSWERS_KEY = 'reports.minAnswers';
export const DEFAULT_MIN_ANSWERS = 30;

interface AnswerRow {
  student_id: number;
  model_id: number;
  position: number;
  question_id: number;
  version: number;
  marks: string | null;
  max_marks: string;
  response: Response | null;
  time_ms: number | null;
}

const list = (values: readonly (number | string | null)[]) =>
  `{${values.map((v) => (v === null ? 'NULL' : typeof v === 'string' ? JSON.stringify(v) : v)).join(',')}}`;
const json = (v: unknown) => JSON.stringify(v);

/**
 * Item statistics from the stored answers of paper and electronic exams (issue 18 part 7): when an
 * exam's results are published (or published again), one process takes its publication row
 * `for update skip locked`, runs @mizan/domain/item-statistics per model (each model's students x
 * its positions: marks, left answers as omitted, picked choices, electronic times), stores the
 * figures per model position (exam_item_stat) and per model (exam_item_analysis), and writes back
 * to each question version what all its exams measured, weighted by students: difficulty (1 -
 * facility) and mean time, only from MIN_ANSWERS answers up (fewer: the question keeps null and
 * shows how many it has). Nothing is scheduled: publishing needs no hook, a restart loses nothing.
 */
@Injectable()
export class ItemStatsSweep implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('ItemStats');
  private readonly periodic = new Periodic(() => this.sweep());

  constructor(
    private readonly db: Db,
    private readonly bank: QuestionBankReader,
    private readonly writer: QuestionWriter,
    private readonly live: ReportLive,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start(sweepMs(), this.db.migrated);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /**
   * Computes every publication without statistics. An exam that fails is logged and passed over
   * until the next sweep, so it never holds up the others.
   */
  private async sweep(): Promise<void> {
    const failed: number[] = [];
    while (!this.periodic.stopping) {
      let examId: number | undefined;
      try {
        const due = await this.db.transaction(async (em) => {
          const [row] = await this.db.query<{ exam_id: number; course_id: number; published_at: Date }>(
            `select p.exam_id, e.course_id, p.published_at from exam_result_publication p
             join exam e on e.id = p.exam_id left join exam_item_run r on r.exam_id = p.exam_id
             where (r.exam_id is null or r.published_at < p.published_at) and p.exam_id <> all(?::int[])
             order by p.published_at limit 1 for update of p skip locked`,
            [`{${failed.join(',')}}`],
            em,
          );
          examId = row?.exam_id;
          if (row) await this.compute(em, row.exam_id, row.course_id, row.published_at);
          return row;
        });
        if (!due) return;
        // Measures moved: the scope's open reports and dashboards (need-to-fix) load again.
        await this.live.courseChanged(due.course_id);
      } catch (error) {
        this.log.error(`exam ${examId}: ${error instanceof Error ? error.message : String(error)}`);
        if (examId === undefined) return;
        failed.push(examId);
      }
    }
  }

  private async compute(em: Em, examId: number, courseId: number, publishedAt: Date): Promise<void> {
    const started = performance.now();
    const answers = await this.db.query<AnswerRow>(
      `select a.student_id, a.model_id, a.position, a.question_id, a.version, a.marks, a.max_marks, a.response,
         t.time_spent_ms as time_ms
       from exam_answer a
       left join exam_attempt x on x.student_id = a.student_id
       left join exam_attempt_answer t on t.attempt_id = x.id and t.position = a.position and t.time_spent_ms > 0
       where a.exam_id = ? order by a.model_id, a.student_id, a.position`,
      [examId],
      em,
    );
    const pairs = [...new Map(answers.map((a) => [`${a.question_id}.${a.version}`, a])).values()].map(
      (a) => ({
        questionId: a.question_id,
        version: a.version,
      }),
    );
    const contents = pairs.length ? await this.bank.contents(courseId, pairs) : new Map();
    await this.db.query('delete from exam_item_stat where exam_id = ?', [examId], em);
    await this.db.query('delete from exam_item_analysis where exam_id = ?', [examId], em);
    const students = new Set<number>();
    for (const [modelId, rows] of Map.groupBy(answers, (a) => a.model_id)) {
      for (const r of rows) students.add(r.student_id);
      await this.model(em, examId, modelId, rows, contents);
    }
    await this.writeBack(em, pairs);
    await this.db.query(
      `insert into exam_item_run (exam_id, published_at, students, ms) values (?, ?, ?, ?)
       on conflict (exam_id) do update set published_at = excluded.published_at, computed_at = now(),
         students = excluded.students, ms = excluded.ms`,
      [examId, publishedAt, students.size, Math.round(performance.now() - started)],
      em,
    );
  }

  /** One model: its students x its positions through the one statistics function, stored. */
  private async model(
    em: Em,
    examId: number,
    modelId: number,
    rows: AnswerRow[],
    contents: Map<string, { body: Parameters<typeof choiceCount>[0] }>,
  ): Promise<void> {
    const questions = [...new Map(rows.map((r) => [r.position, r])).values()].sort(
      (a, b) => a.position - b.position,
    );
    const column = new Map(questions.map((q, j) => [q.position, j]));
    const bodies = questions.map((q) => contents.get(`${q.question_id}.${q.version}`)?.body);
    const byStudent = [...Map.groupBy(rows, (r) => r.student_id).values()];
    const k = questions.length;
    const marks = byStudent.map(() => new Array<number | null>(k).fill(null));
    const times = byStudent.map(() => new Array<number | null>(k).fill(null));
    const choices = byStudent.map(() => new Array<number | null>(k).fill(null));
    byStudent.forEach((answered, i) => {
      for (const a of answered) {
        const j = column.get(a.position) as number;
        const body = bodies[j];
        const facts = body ? answerFacts(body, a.response) : { omitted: false, choice: null };
        marks[i][j] = facts.omitted || a.marks === null ? null : Number(a.marks);
        choices[i][j] = facts.choice;
        times[i][j] = a.time_ms === null ? null : a.time_ms / 1000;
      }
    });
    const stats = itemStatistics({
      marks,
      maxMarks: questions.map((q) => Number(q.max_marks)),
      times,
      choices,
      choiceCounts: bodies.map((b) => (b ? choiceCount(b) : 0)),
    });
    const t = stats.test;
    await this.db.query(
      `insert into exam_item_analysis (exam_id, model_id, students, questions, max_score, mean, sd, alpha, histogram, reasons)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)`,
      [
        examId,
        modelId,
        t.students,
        t.questions,
        t.maxScore,
        t.mean,
        t.sd,
        t.alpha,
        json(t.histogram),
        json(t.reasons),
      ],
      em,
    );
    const q = stats.questions;
    await this.db.query(
      `insert into exam_item_stat (exam_id, model_id, position, question_id, version, students, max_marks, facility, sd,
         discrimination, discriminative_efficiency, point_biserial, upper_lower_d, omitted, mean_time, distractors, reasons)
       select ?, ?, u.* from unnest(?::int[], ?::int[], ?::int[], ?::int[], ?::numeric[], ?::numeric[], ?::numeric[],
         ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::numeric[], ?::jsonb[], ?::jsonb[]) u`,
      [
        examId,
        modelId,
        list(questions.map((x) => x.position)),
        list(questions.map((x) => x.question_id)),
        list(questions.map((x) => x.version)),
        list(questions.map(() => t.students)),
        list(questions.map((x) => Number(x.max_marks))),
        list(q.map((s) => s.facility)),
        list(q.map((s) => s.sd)),
        list(q.map((s) => s.discrimination)),
        list(q.map((s) => s.discriminativeEfficiency)),
        list(q.map((s) => s.pointBiserial)),
        list(q.map((s) => s.upperLowerD)),
        list(q.map((s) => s.omitted)),
        list(q.map((s) => s.meanTime)),
        list(q.map((s) => (s.distractors ? json(s.distractors) : null))),
        list(q.map((s) => json(s.reasons))),
      ],
      em,
    );
  }

  /** What every exam measured of these question versions, weighted by students, onto the questions. */
  private async writeBack(em: Em, pairs: { questionId: number; version: number }[]): Promise<void> {
    if (!pairs.length) return;
    const [setting] = await this.db.query<{ value: string }>(
      'select value from app_setting where key = ?',
      [MIN_ANSWERS_KEY],
      em,
    );
    const min = Number(setting?.value) >= 1 ? Number(setting?.value) : DEFAULT_MIN_ANSWERS;
    const measured = await this.db.query<{
      question_id: number;
      version: number;
      answers: number;
      facility: string | null;
      mean_time: string | null;
    }>(
      `select s.question_id, s.version, sum(s.students)::int as answers,
         sum(s.facility * s.students) / nullif(sum(s.students) filter (where s.facility is not null), 0) as facility,
         sum(s.mean_time * s.students) / nullif(sum(s.students) filter (where s.mean_time is not null), 0) as mean_time
       from exam_item_stat s join unnest(?::int[], ?::int[]) as p (question_id, version)
         on p.question_id = s.question_id and p.version = s.version
       group by s.question_id, s.version`,
      [list(pairs.map((p) => p.questionId)), list(pairs.map((p) => p.version))],
      em,
    );
    const rows: MeasuredWrite[] = measured.map((m) => {
      const enough = m.answers >= min;
      return {
        questionId: m.question_id,
        version: m.version,
        answers: m.answers,
        difficulty: enough && m.facility !== null ? round(1 - Number(m.facility)) : null,
        time: enough && m.mean_time !== null ? round(Number(m.mean_time) / 60) : null,
      };
    });
    await this.writer.writeMeasured(em, rows);
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

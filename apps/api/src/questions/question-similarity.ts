import { Injectable } from '@nestjs/common';
import { QuestionStatus } from '@mizan/domain/codes';
import { normText, plainText, type SimilarQuestion } from '@mizan/domain/questions';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { LSH_MIN_THRESHOLD, textBandsParam } from './text-bands.js';

/** The most similar questions one check returns. */
export const SIMILAR_LIMIT = 20;
/** Texts shorter than this (folded) have too few trigrams to compare meaningfully. */
const MIN_TEXT = 3;

/**
 * Near-duplicate search (issue 4): pg_trgm similarity() between the folded stem texts (text_norm:
 * HTML removed, Arabic normalised, lower case) of one course's live questions. At the default
 * threshold and above, the candidates are the questions sharing a MinHash LSH band with the text
 * (text-bands.ts; GIN index on text_bands), a small set whatever the text's length; below it, the
 * pg_trgm GIN index serves the `%` operator, exact at any threshold but slower on long stems. Either
 * way every candidate's exact similarity() decides.
 */
@Injectable()
export class QuestionSimilarity {
  constructor(private readonly db: Db) {}

  /** `html` is the stem as HTML or plain text. Runs inside `em`'s transaction (the threshold is local to it). */
  async find(
    em: Em,
    input: { courseId: number; html: string; threshold: number; excludeQuestionId?: number },
  ): Promise<SimilarQuestion[]> {
    const text = normText(plainText(input.html));
    if (text.length < MIN_TEXT) return [];
    const lsh = input.threshold >= LSH_MIN_THRESHOLD;
    // `%` compares the float4 similarity with the float8 setting, so 7/10 (0.69999999 in float4) would
    // fail 0.7: the index is asked a hair lower and the exact test below, in float4, decides.
    if (!lsh)
      await this.db.query(
        "select set_config('pg_trgm.similarity_threshold', ?, true)",
        [String(input.threshold - 1e-6)],
        em,
      );
    const candidates = lsh ? 'q.text_bands && ?::int[]' : 'q.text_norm % ?';
    const params = [lsh ? textBandsParam(text, input.courseId) : text, text, input.threshold];
    const rows = await this.db.query<{
      id: number;
      question_type: SimilarQuestion['questionType'];
      status: SimilarQuestion['status'];
      text: string;
      similarity: number;
    }>(
      `select q.id, q.question_type, q.status, left(q.text_plain, 300) as text,
         similarity(q.text_norm, ?)::float8 as similarity
       from question q
       where q.course_id = ? and q.status <> '${QuestionStatus.DELETED}' and ${candidates}
         and similarity(q.text_norm, ?) >= ?::real and q.id <> ?
       order by similarity desc, q.id
       limit ${SIMILAR_LIMIT}`,
      [text, input.courseId, ...params, input.excludeQuestionId ?? 0],
      em,
    );
    return rows.map((r) => ({
      questionId: r.id,
      questionType: r.question_type,
      status: r.status,
      similarity: Math.round(r.similarity * 1000) / 1000,
      text: r.text,
    }));
  }
}

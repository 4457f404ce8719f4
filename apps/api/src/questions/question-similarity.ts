import { Injectable } from '@nestjs/common';
import { normText, plainText, type SimilarQuestion } from '@mizan/domain/questions';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** The most similar questions one check returns. */
export const SIMILAR_LIMIT = 20;
/** Texts shorter than this (folded) have too few trigrams to compare meaningfully. */
const MIN_TEXT = 3;

/**
 * Near-duplicate search (issue 4): pg_trgm similarity() between the folded stem texts (text_norm:
 * HTML removed, Arabic normalised, lower case) of one course's live questions. The `%` operator
 * with the threshold set for the transaction lets the GIN trigram index find the candidates;
 * the index is exact for `%` (every candidate is rechecked), so nothing at or above the threshold
 * is missed.
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
    await this.db.query(
      "select set_config('pg_trgm.similarity_threshold', ?, true)",
      [String(input.threshold)],
      em,
    );
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
       where q.course_id = ? and q.status <> '5.5.' and q.text_norm % ? and q.id <> ?
       order by similarity desc, q.id
       limit ${SIMILAR_LIMIT}`,
      [text, input.courseId, text, input.excludeQuestionId ?? 0],
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

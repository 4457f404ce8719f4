import type { ReviewListQuery } from '@mizan/domain/review';
import { containsPattern, searchText } from '../courses/course-list.query.js';

const ORDER_COLUMNS: Record<ReviewListQuery['orderBy'], string> = {
  id: 'q.id',
  updatedAt: 'q.updated_at',
  questionType: 'q.question_type',
  difficulty: 'q.difficulty',
  expectedTime: 'q.expected_time',
};

/**
 * The review list's page and count statements (the review area adds its own columns: open
 * comments, the event cursor). Every filter narrows one course and one status
 * (never 5.5., so deleted questions are out without reading deleted_at): the count and the
 * default order are index-only scans of (course_id, status, id); the text filter reads the
 * normalised text through its trigram index. The page picks its ids first and joins the rest to
 * those ten rows only, so a far page does not fetch every row it skips.
 */
export function reviewListSql(q: ReviewListQuery) {
  const where = ['q.course_id = ?', 'q.status = ?'];
  const params: unknown[] = [q.courseId, q.status];
  if (q.questionType) {
    where.push('q.question_type = ?');
    params.push(q.questionType);
  }
  if (q.subjectId) {
    where.push('q.subject_id = ?');
    params.push(q.subjectId);
  }
  if (q.language) {
    where.push('q.language = ?');
    params.push(q.language);
  }
  if (q.creatorId) {
    where.push('q.creator_id = ?');
    params.push(q.creatorId);
  }
  if (q.text) {
    // Folded as the questions area folds text_norm (and as its list searches it).
    where.push('q.text_norm like ?');
    params.push(containsPattern(searchText(q.text)));
  }
  const dir = q.desc ? 'desc' : 'asc';
  // Nulls last only where a column can be null: on updated_at it would stop the index serving the order.
  const nulls = q.orderBy === 'difficulty' || q.orderBy === 'expectedTime' ? ' nulls last' : '';
  const order =
    q.orderBy === 'id' ? `q.id ${dir}` : `${ORDER_COLUMNS[q.orderBy]} ${dir}${nulls}, q.id ${dir}`;
  const filter = where.join(' and ');
  return {
    rows: {
      sql: `with page as (select q.id from question q where ${filter} order by ${order} limit ? offset ?)
        select q.id, q.question_type, q.status, left(q.text_plain, 300) as text, q.subject_id,
          s.name as subject_name, q.language, q.version, q.lock_version, q.difficulty, q.expected_time,
          q.degree, q.creator_id, u.name as creator_name, q.updated_at
        from page join question q on q.id = page.id join app_user u on u.id = q.creator_id
        left join subject s on s.id = q.subject_id
        order by ${order}`,
      params: [...params, q.limit, (q.page - 1) * q.limit],
    },
    count: { sql: `select count(*)::int as n from question q where ${filter}`, params },
  };
}

import type { ReviewListQuery } from '@mizan/domain/review';
import { COURSE_IN_SCOPE, containsPattern, searchText } from '../courses/course-list.query.js';
import { pageClause } from '../database/page-clause.js';

const ORDER_COLUMNS: Record<ReviewListQuery['orderBy'], string> = {
  id: 'q.id',
  updatedAt: 'q.updated_at',
  questionType: 'q.question_type',
  difficulty: 'q.difficulty',
  expectedTime: 'q.expected_time',
};

/**
 * The review list's page and count statements. The page carries the review area's columns (open
 * comment threads, and the event cursor read in the page's own snapshot, so an event at or below
 * it is in the rows: an empty page is the cursor's row alone) and both carry the course's scope
 * check, so a page costs one round trip. Every filter narrows one course and one status
 * (never 5.5., so deleted questions are out without reading deleted_at): the count and the
 * default order are index-only scans of (course_id, status, id); the text filter reads the
 * normalised text through its trigram index. The page picks its ids first and joins the rest to
 * those ten rows only, so a far page does not fetch every row it skips.
 */
export function reviewListSql(q: ReviewListQuery, scopePath: string) {
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
  where.push(COURSE_IN_SCOPE);
  params.push(q.courseId, scopePath);
  const dir = q.desc ? 'desc' : 'asc';
  // Nulls last only where a column can be null: on updated_at it would stop the index serving the order.
  const nulls = q.orderBy === 'difficulty' || q.orderBy === 'expectedTime' ? ' nulls last' : '';
  const order =
    q.orderBy === 'id' ? `q.id ${dir}` : `${ORDER_COLUMNS[q.orderBy]} ${dir}${nulls}, q.id ${dir}`;
  const filter = where.join(' and ');
  const page = pageClause(q.limit, q.page);
  return {
    rows: {
      sql: `with page as (select q.id from question q where ${filter} order by ${order} ${page.sql}),
          log_cursor as (select coalesce(max(id), 0) as last_seq from review_event)
        select log_cursor.last_seq, q.id, q.question_type, q.status, left(q.text_plain, 300) as text, q.subject_id,
          s.name as subject_name, q.language, q.version, q.lock_version, q.difficulty, q.expected_time,
          q.degree, q.creator_id, u.name as creator_name, q.updated_at,
          (select count(*)::int from review_comment rc
            where rc.question_id = q.id and rc.parent_id is null and rc.resolved_at is null) as open_comments
        from log_cursor left join (page join question q on q.id = page.id join app_user u on u.id = q.creator_id
          left join subject s on s.id = q.subject_id) on true
        order by ${order}`,
      params: [...params, ...page.params],
    },
    count: { sql: `select count(*)::int as n from question q where ${filter}`, params },
  };
}

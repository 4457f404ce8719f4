import { QUESTION_STATUSES, type QuestionStatusCode } from '../codes/index.js';
import { validate } from '../validation/index.js';
import { DECISION_VERBS, transitionNotAllowedText } from './messages.js';
import { type Decision, decide, decisionsFrom } from './review.rules.js';
import {
  commentSchema,
  decisionSchema,
  reviewEventsQuerySchema,
  reviewListQuerySchema,
} from './review.schema.js';

const STATUSES = Object.keys(QUESTION_STATUSES) as QuestionStatusCode[];

describe('review transitions (SPEC 4)', () => {
  const allowed: Record<Decision, Partial<Record<QuestionStatusCode, QuestionStatusCode>>> = {
    approve: { '5.2.': '5.3.' },
    reject: { '5.2.': '5.4.' },
    reopen: { '5.3.': '5.6.' },
  };

  it.each(Object.keys(allowed) as Decision[])('%s leads only from its one status', (decision) => {
    for (const status of STATUSES) expect(decide(decision, status)).toBe(allowed[decision][status] ?? null);
  });

  it('offers a reviewer the decisions open from each status', () => {
    expect(decisionsFrom('5.2.')).toEqual(['approve', 'reject']);
    expect(decisionsFrom('5.3.')).toEqual(['reopen']);
    for (const status of ['5.1.', '5.4.', '5.5.', '5.6.'] as const) expect(decisionsFrom(status)).toEqual([]);
  });

  it('names the decision and the status in each language when refusing', () => {
    const text = transitionNotAllowedText('approve', QUESTION_STATUSES['5.4.']);
    expect(text.en).toBe('A question that is Rejected cannot be approved');
    expect(text.ar).toContain(DECISION_VERBS.approve.ar);
    expect(text.ar).toContain(QUESTION_STATUSES['5.4.'].ar);
  });
});

describe('review schemas', () => {
  it('takes a decision with a trimmed comment and a lock version', () => {
    expect(validate(decisionSchema, { decision: 'reject', comment: '  why  ', version: 3 })).toEqual({
      success: true,
      data: { decision: 'reject', comment: 'why', version: 3 },
    });
    const blank = validate(decisionSchema, { decision: 'approve', comment: '   ', version: 1 });
    expect(blank.success && blank.data.comment).toBeUndefined();
  });

  it('refuses an anchor that is not base64 relative positions', () => {
    const res = validate(commentSchema, {
      body: 'x',
      anchor: { field: 'stem', start: 'AQID', end: 'not base64', quote: '' },
    });
    expect(res.success ? [] : Object.keys(res.fields)).toEqual(['anchor.end']);
  });

  it('lists pending questions by default and never deleted ones', () => {
    const res = validate(reviewListQuerySchema, { courseId: '4' });
    expect(res.success && res.data).toMatchObject({
      courseId: 4,
      status: '5.2.',
      limit: 10,
      page: 1,
      orderBy: 'id',
    });
    expect(validate(reviewListQuerySchema, { courseId: '4', status: '5.5.' }).success).toBe(false);
  });

  it('needs a course or a question to catch up on', () => {
    expect(validate(reviewEventsQuerySchema, { since: '0' }).success).toBe(false);
    expect(validate(reviewEventsQuerySchema, { since: '12', questionId: '3' })).toEqual({
      success: true,
      data: { since: 12, questionId: 3 },
    });
  });
});

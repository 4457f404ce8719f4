import type { SessionInfo } from '@mizan/domain/auth';
import type { QuestionStatusCode, QuestionTypeCode } from '@mizan/domain/codes';
import { type QuestionSaveResponse, questionPaths } from '@mizan/domain/questions';
import type { Decision } from '@mizan/domain/review';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';

/**
 * The review list /review-questions/:courseId/questions-list and the review screen
 * /review-questions/:courseId/review/:type/:id (apps/web/src/review), the comments panel they
 * share with the question view, and the header's notification bell.
 */
export class ReviewPage {
  readonly table: Locator;
  readonly rowLinks: Locator;
  readonly text: Locator;
  readonly status: Locator;
  readonly searchButton: Locator;
  // Review screen
  readonly view: Locator;
  readonly showAnswers: Locator;
  readonly fieldStatus: Locator;
  readonly watchers: Locator;
  readonly dialog: Locator;
  readonly decisionComment: Locator;
  readonly confirm: Locator;
  readonly conflict: Locator;
  readonly timeline: Locator;
  readonly position: Locator;
  readonly next: Locator;
  readonly prev: Locator;
  // Comments (review screen and question view)
  readonly comments: Locator;
  readonly threads: Locator;
  readonly commentBodies: Locator;
  // Bell
  readonly bell: Locator;
  readonly unread: Locator;
  readonly notifications: Locator;
  readonly olderNotifications: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('review-table');
    this.rowLinks = this.table.locator('[data-testid^="review-row-"]');
    this.text = page.getByTestId('review-filter-text');
    this.status = page.getByTestId('review-filter-status');
    this.searchButton = page.getByTestId('review-search');
    this.view = page.getByTestId('question-view');
    this.showAnswers = page.getByTestId('review-show-answers');
    this.fieldStatus = page.getByTestId('field-status').locator('[data-status]');
    this.watchers = page.getByTestId('review-watchers');
    this.dialog = page.getByTestId('review-decision-dialog');
    this.decisionComment = page.getByTestId('review-decision-comment');
    this.confirm = page.getByTestId('review-decision-confirm');
    this.conflict = page.getByTestId('review-conflict');
    this.timeline = page.getByTestId('question-timeline');
    this.position = page.getByTestId('review-position');
    this.next = page.getByTestId('review-next');
    this.prev = page.getByTestId('review-prev');
    this.comments = page.getByTestId('review-comments');
    this.threads = this.comments.getByTestId('comment-thread');
    this.commentBodies = this.comments.getByTestId('comment-body');
    this.bell = page.getByTestId('notifications-bell');
    this.unread = page.getByTestId('notifications-unread');
    this.notifications = page.getByTestId('notifications-panel').getByTestId('notification');
    this.olderNotifications = page.getByTestId('notifications-older');
  }

  static listPath(courseId: number, query = '') {
    return `/review-questions/${courseId}/questions-list${query ? `?${query}` : ''}`;
  }

  static reviewPath(courseId: number, type: QuestionTypeCode, questionId: number) {
    return `/review-questions/${courseId}/review/${type}/${questionId}`;
  }

  row(questionId: number) {
    return this.table.getByTestId(`review-row-${questionId}`);
  }

  rowWatchers(questionId: number) {
    return this.table.getByTestId(`review-watchers-${questionId}`);
  }

  rowStatus(questionId: number) {
    return this.table.getByTestId(`review-status-${questionId}`).locator('[data-status]');
  }

  decisionButton(decision: Decision) {
    return this.page.getByTestId(`review-${decision}`);
  }

  /** Opens the decision's dialog, writes the comment and confirms. */
  async decide(decision: Decision, comment = '') {
    await this.decisionButton(decision).click();
    await expect(this.dialog).toBeVisible();
    if (comment) await this.decisionComment.fill(comment);
    await this.confirm.click();
    await expect(this.dialog).toBeHidden();
  }

  async expectStatus(status: QuestionStatusCode) {
    await expect(this.fieldStatus).toHaveAttribute('data-status', status);
  }

  /** Writes a new thread in the comments panel. */
  async addComment(body: string) {
    await this.comments.getByTestId('comment-form-body').fill(body);
    await this.comments.getByTestId('comment-form-send').click();
  }

  /** Replies to the thread whose first comment reads `rootBody`. */
  async reply(rootBody: string, body: string) {
    const thread = this.threads.filter({ hasText: rootBody });
    await thread.getByTestId('comment-reply').click();
    await thread.getByTestId('comment-reply-form-body').fill(body);
    await thread.getByTestId('comment-reply-form-send').click();
  }
}

/** Sends a saved question for review as its creator (COMPLETE -> PENDING_REVIEW). */
export async function submitForReview(
  request: APIRequestContext,
  session: SessionInfo,
  saved: QuestionSaveResponse,
): Promise<void> {
  const res = await apiAs(request, session).post(questionPaths.submit(saved.questionId), {
    version: saved.version,
    revision: saved.revision,
  });
  expect(res.status(), await res.text()).toBe(200);
}

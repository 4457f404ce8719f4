import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import { rooms } from '@mizan/domain/realtime';
import { CoursesStore } from '../courses/courses.store.js';
import { QuestionStatusHooks } from '../questions/question-status.hooks.js';
import { AfterCommit } from '../realtime/after-commit.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { pathIds } from './questions-status-stats.query.js';

/** How long changes gather before one 'report:changed' per scope room goes out. */
export const REPORT_DEBOUNCE_MS = 250;

/** Apps whose open reports move when a question changes status. */
const QUESTION_REPORTS: AppId[] = ['165.4.1.', '165.4.2.'];

/**
 * Open reports follow the bank (issue 18 part 6): every question status change, after its
 * transaction commits, marks its course's scope and every scope above it as changed; within
 * REPORT_DEBOUNCE_MS each marked scope's room hears one 'report:changed' naming the courses, and
 * the screen loads its report again - one reload per window, however many approvals land in it.
 * The emit goes through the realtime service, so the Redis adapter carries it to every process.
 */
@Injectable()
export class ReportLive implements OnModuleInit, OnModuleDestroy {
  private readonly pending = new Map<number, Set<number>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly hooks: QuestionStatusHooks,
    private readonly afterCommit: AfterCommit,
    private readonly courses: CoursesStore,
    private readonly realtime: RealtimeService,
  ) {}

  onModuleInit(): void {
    // One after-commit task and one course lookup per write's course, not per question (an import).
    this.hooks.onStatusChanges(async (em, changes) => {
      for (const courseId of new Set(changes.map((c) => c.courseId)))
        this.afterCommit.run(em, () => this.courseChanged(courseId));
    });
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
  }

  async courseChanged(courseId: number): Promise<void> {
    const course = await this.courses.course(courseId);
    if (!course) return;
    for (const scopeId of pathIds(course.scope_path)) {
      const set = this.pending.get(scopeId) ?? new Set<number>();
      set.add(courseId);
      this.pending.set(scopeId, set);
    }
    this.timer ??= setTimeout(() => this.flush(), REPORT_DEBOUNCE_MS);
  }

  private flush(): void {
    this.timer = undefined;
    const pending = [...this.pending];
    this.pending.clear();
    for (const [scopeId, courseIds] of pending)
      this.realtime.toRooms([rooms.reportScope(scopeId)], 'report:changed', {
        scopeId,
        apps: QUESTION_REPORTS,
        courseIds: [...courseIds],
      });
  }
}

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

/** Apps whose open reports (or dashboard figures) move when a question changes status. */
const QUESTION_REPORTS: AppId[] = ['165.4.1.', '165.4.2.'];
/** ... when an exam changes (the exams creators report, the dashboard's exams this week). */
const EXAM_REPORTS: AppId[] = ['165.4.3.', '165.7.1.'];
/** ... when a reservation request changes (the dashboard's reservations waiting). */
const RESERVATION_REPORTS: AppId[] = ['165.7.2.'];

/**
 * Open reports follow the bank (issue 18 part 6): every question status change, after its
 * transaction commits, marks its course's scope and every scope above it as changed; within
 * REPORT_DEBOUNCE_MS each marked scope's room hears one 'report:changed' naming the courses, and
 * the screen loads its report again - one reload per window, however many approvals land in it.
 * The emit goes through the realtime service, so the Redis adapter carries it to every process.
 * Exams and reservation requests go the same way: their areas' own 'exam:changed' and
 * 'reserve-exam:changed' (emitted after commit on the writing process) name the course.
 */
@Injectable()
export class ReportLive implements OnModuleInit, OnModuleDestroy {
  private readonly pending = new Map<number, { courseIds: Set<number>; apps: Set<AppId> }>();
  private timer?: NodeJS.Timeout;
  /** Set when the app closes: a change then (a sweep's last exam) schedules no send on closing sockets. */
  private closing = false;

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
    const follow = (courseId: number, apps: AppId[]) =>
      void this.courseChanged(courseId, apps).catch(() => undefined);
    this.realtime.onEmit('exam:changed', (e) => follow(e.courseId, EXAM_REPORTS));
    this.realtime.onEmit('reserve-exam:changed', (e) => follow(e.courseId, RESERVATION_REPORTS));
  }

  onModuleDestroy(): void {
    this.closing = true;
    clearTimeout(this.timer);
  }

  async courseChanged(courseId: number, apps: AppId[] = QUESTION_REPORTS): Promise<void> {
    const course = await this.courses.course(courseId);
    if (!course || this.closing) return;
    for (const scopeId of pathIds(course.scope_path)) {
      const changed = this.pending.get(scopeId) ?? { courseIds: new Set<number>(), apps: new Set<AppId>() };
      changed.courseIds.add(courseId);
      for (const app of apps) changed.apps.add(app);
      this.pending.set(scopeId, changed);
    }
    this.timer ??= setTimeout(() => this.flush(), REPORT_DEBOUNCE_MS);
  }

  private flush(): void {
    this.timer = undefined;
    const pending = [...this.pending];
    this.pending.clear();
    for (const [scopeId, changed] of pending)
      this.realtime.toRooms([rooms.reportScope(scopeId)], 'report:changed', {
        scopeId,
        apps: [...changed.apps],
        courseIds: [...changed.courseIds],
      });
  }
}

import { Injectable } from '@nestjs/common';
import { hasRight, Right } from '@mizan/domain/access';
import type { RequestAuth } from '../auth/session.store.js';
import { notFound } from '../common/domain-error.js';
import { CourseAccess, type CourseRecord } from '../courses/course-access.js';
import type { Em } from '../database/database.js';
import type { HallRecord } from './exam-centres.store.js';
import type { RequestRecord } from './reserve-exam.store.js';

const within = (path: string, ancestor: string) => path.startsWith(ancestor);

/**
 * Who reaches what in 165.7.2. on top of the route's right: a request through its course (the
 * course in the caller's scope, else 404); a hall serves the courses of its centre's faculty (the
 * centre's scope at or above the course's); centres are managed, and requests for their halls
 * decided, by users whose scope holds the centre's; the board shows the caller's branch.
 */
@Injectable()
export class ReserveExamAccess {
  constructor(private readonly courses: CourseAccess) {}

  course(auth: RequestAuth, courseId: number, em?: Em): Promise<CourseRecord> {
    return this.courses.course(auth, courseId, em);
  }

  /** The request, through its course; `courseId` (a path's) must be its course. */
  async request(auth: RequestAuth, request: RequestRecord | undefined, courseId?: number, em?: Em) {
    if (!request || (courseId !== undefined && request.course_id !== courseId)) throw notFound();
    await this.courses.course(auth, request.course_id, em);
    return request;
  }

  servesCourse(hall: HallRecord, course: CourseRecord): boolean {
    return !hall.deleted && hall.active && hall.centre_active && within(course.scope_path, hall.scope_path);
  }

  manages(auth: RequestAuth, scopePath: string): boolean {
    return within(scopePath, auth.scopePath);
  }

  canDecide(auth: RequestAuth, halls: HallRecord[]): boolean {
    return (
      hasRight(auth.rights, '165.7.2.', Right.edit) && halls.every((h) => this.manages(auth, h.scope_path))
    );
  }
}

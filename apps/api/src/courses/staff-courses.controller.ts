import { Controller, HttpCode, Post } from '@nestjs/common';
import type { StaffCoursesResponse } from '@mizan/domain/courses';
import type { RequestAuth } from '../auth/session.store.js';
import { Authenticated } from '../common/access.decorator.js';
import { CurrentAuth } from '../common/request.decorators.js';
import { CourseImportService } from './course-import.service.js';

/**
 * The web route staff/updateCourses (SPEC 2): a staff member syncs their own courses from the
 * student-information system. No app right: canSyncCourses decides (SPEC 6 messages).
 */
@Controller('api/staff')
export class StaffCoursesController {
  constructor(private readonly imports: CourseImportService) {}

  @Post('updateCourses')
  @HttpCode(200)
  @Authenticated()
  updateCourses(@CurrentAuth() auth: RequestAuth): Promise<StaffCoursesResponse> {
    return this.imports.staffCourses(auth);
  }
}

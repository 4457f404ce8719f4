import { Module } from '@nestjs/common';
import { CourseAccess } from './course-access.js';
import { CourseCountCache } from './course-count.cache.js';
import { CourseHooks } from './course-hooks.js';
import { CourseImportService } from './course-import.service.js';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';
import { HttpJsonSisAdapter } from './sis/http-json-sis-adapter.js';
import { SIS_ADAPTER } from './sis/sis-adapter.js';
import { StaffCoursesController } from './staff-courses.controller.js';

/** 165.1.1. Courses. Exports the course access checks and the hooks later areas plug into. */
@Module({
  controllers: [CoursesController, StaffCoursesController],
  providers: [
    CoursesService,
    CourseImportService,
    CourseAccess,
    CourseHooks,
    CourseCountCache,
    { provide: SIS_ADAPTER, useFactory: () => new HttpJsonSisAdapter() },
  ],
  exports: [CourseAccess, CourseHooks, CourseCountCache, SIS_ADAPTER],
})
export class CoursesModule {}

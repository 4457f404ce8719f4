import { Module } from '@nestjs/common';
import { CourseIlosStore } from '../course-ilos/course-ilos.store.js';
import { SubjectsStore } from '../subjects/subjects.store.js';
import { UsersModule } from '../users/users.module.js';
import { CourseAccess } from './course-access.js';
import { CourseCountCache } from './course-count.cache.js';
import { CourseHooks } from './course-hooks.js';
import { CourseImportService } from './course-import.service.js';
import { CourseImportStore } from './course-import.store.js';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';
import { CoursesStore } from './courses.store.js';
import { HttpJsonSisAdapter } from './sis/http-json-sis-adapter.js';
import { SIS_ADAPTER } from './sis/sis-adapter.js';
import { StaffCoursesController } from './staff-courses.controller.js';

/**
 * 165.1.1. Courses. Exports the course access checks and the hooks later areas plug into, and the
 * stores of a course's subjects and ILOs: the course rules (activation, deletion, the ILO mode) act
 * on them, and the subjects and course ILOs areas, which build on this module, use them too.
 */
@Module({
  imports: [UsersModule],
  controllers: [CoursesController, StaffCoursesController],
  providers: [
    CoursesService,
    CourseImportService,
    CourseAccess,
    CourseHooks,
    CourseCountCache,
    CoursesStore,
    CourseImportStore,
    SubjectsStore,
    CourseIlosStore,
    { provide: SIS_ADAPTER, useFactory: () => new HttpJsonSisAdapter() },
  ],
  exports: [CourseAccess, CourseHooks, CourseCountCache, SubjectsStore, CourseIlosStore, SIS_ADAPTER],
})
export class CoursesModule {}

import { Module } from '@nestjs/common';
import { CourseAccess } from './course-access.js';
import { CourseHooks } from './course-hooks.js';
import { CourseImportService, SPREADSHEET_READER } from './course-import.service.js';
import { CoursesController } from './courses.controller.js';
import { CoursesService } from './courses.service.js';
import { HttpJsonSisAdapter } from './sis/http-json-sis-adapter.js';
import { SIS_ADAPTER } from './sis/sis-adapter.js';
import { ExcelJsReader } from './spreadsheet-reader.js';

/** 165.1.1. Courses. Exports the course access checks and the hooks later areas plug into. */
@Module({
  controllers: [CoursesController],
  providers: [
    CoursesService,
    CourseImportService,
    CourseAccess,
    CourseHooks,
    { provide: SIS_ADAPTER, useFactory: () => new HttpJsonSisAdapter() },
    { provide: SPREADSHEET_READER, useFactory: () => new ExcelJsReader() },
  ],
  exports: [CourseAccess, CourseHooks, SIS_ADAPTER],
})
export class CoursesModule {}

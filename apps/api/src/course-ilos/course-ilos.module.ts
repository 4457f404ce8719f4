import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { CourseIlosController } from './course-ilos.controller.js';
import { CourseIlosService } from './course-ilos.service.js';

/** 165.1.3. Course ILOs. */
@Module({ imports: [CoursesModule], controllers: [CourseIlosController], providers: [CourseIlosService] })
export class CourseIlosModule {}

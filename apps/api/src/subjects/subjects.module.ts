import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { SubjectsController } from './subjects.controller.js';
import { SubjectsService } from './subjects.service.js';

/** 165.1.2. Subjects. */
@Module({ imports: [CoursesModule], controllers: [SubjectsController], providers: [SubjectsService] })
export class SubjectsModule {}

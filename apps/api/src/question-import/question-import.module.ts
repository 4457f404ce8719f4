import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { QuestionImportController } from './question-import.controller.js';
import { QuestionImportService } from './question-import.service.js';
import { QuestionImportStore } from './question-import.store.js';

/** 165.2.1. Question import and export: files in (preview, commit) and out (export), through the questions writer. */
@Module({
  imports: [CoursesModule, QuestionsModule],
  controllers: [QuestionImportController],
  providers: [QuestionImportService, QuestionImportStore],
})
export class QuestionImportModule {}

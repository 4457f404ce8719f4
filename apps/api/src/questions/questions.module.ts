import { Module } from '@nestjs/common';
import { CourseCountCache } from '../courses/course-count.cache.js';
import { CoursesModule } from '../courses/courses.module.js';
import { QuestionAccess } from './question-access.js';
import { QuestionCourseHooks } from './question-hooks.js';
import { QuestionImagesController } from './question-images.controller.js';
import { QuestionImagesService } from './question-images.service.js';
import { QuestionSettingsService } from './question-settings.js';
import { QuestionSimilarity } from './question-similarity.js';
import { QUESTION_COUNTS, QuestionWriter } from './question-writer.js';
import { QuestionsController } from './questions.controller.js';
import { QuestionsService } from './questions.service.js';

/**
 * 165.2.1. Questions: the bank, its versions, timeline, similarity and images. Exports the writer
 * (the importer adds questions through it, the review area changes statuses) and the access check
 * (review and collaboration load questions through it).
 */
@Module({
  imports: [CoursesModule],
  controllers: [QuestionsController, QuestionImagesController],
  providers: [
    QuestionsService,
    QuestionAccess,
    QuestionWriter,
    QuestionSimilarity,
    QuestionSettingsService,
    QuestionImagesService,
    QuestionCourseHooks,
    { provide: QUESTION_COUNTS, useFactory: () => new CourseCountCache() },
  ],
  exports: [QuestionAccess, QuestionWriter, QuestionSimilarity, QuestionSettingsService],
})
export class QuestionsModule {}

import { Module } from '@nestjs/common';
import { CourseCountCache } from '../courses/course-count.cache.js';
import { CoursesModule } from '../courses/courses.module.js';
import { ExamExposureModule } from '../exam-generation/exam-exposure.module.js';
import { QuestionAccess } from './question-access.js';
import { QuestionBankReader } from './question-bank.reader.js';
import { QuestionCourseHooks } from './question-hooks.js';
import { QuestionImagesController } from './question-images.controller.js';
import { QuestionImagesService } from './question-images.service.js';
import { QuestionSettingsService } from './question-settings.js';
import { QuestionSimilarity } from './question-similarity.js';
import { QuestionStatusHooks } from './question-status.hooks.js';
import { QUESTION_COUNTS, QuestionWriter } from './question.writer.js';
import { QuestionsController } from './questions.controller.js';
import { QuestionsService } from './questions.service.js';
import { QuestionsStore } from './questions.store.js';

/**
 * 165.2.1. Questions: the bank, its versions, timeline, similarity and images. The one owner of
 * the question tables: other areas use what it exports. The writer (the importer adds questions
 * through it, the review area changes statuses) tells every status change to the status hooks
 * (the review area listens); the access check loads questions for review and collaboration; the bank reader serves the exam half.
 */
@Module({
  imports: [CoursesModule, ExamExposureModule],
  controllers: [QuestionsController, QuestionImagesController],
  providers: [
    QuestionsService,
    QuestionAccess,
    QuestionWriter,
    QuestionSimilarity,
    QuestionSettingsService,
    QuestionImagesService,
    QuestionCourseHooks,
    QuestionStatusHooks,
    QuestionsStore,
    QuestionBankReader,
    { provide: QUESTION_COUNTS, useFactory: () => new CourseCountCache() },
  ],
  exports: [
    QUESTION_COUNTS,
    QuestionAccess,
    QuestionWriter,
    QuestionStatusHooks,
    QuestionsStore,
    QuestionBankReader,
    QuestionSimilarity,
    QuestionSettingsService,
    QuestionImagesService,
  ],
})
export class QuestionsModule {}

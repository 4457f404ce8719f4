import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ExamAccess } from './exam-access.js';
import { ExamCourseHooks } from './exam-course.hooks.js';
import { ExamLive } from './exam-live.js';
import { ExamModelsService } from './exam-models.service.js';
import { ExamPrintController } from './exam-print.controller.js';
import { ExamPrintService } from './exam-print.service.js';
import { ExamGateway } from './exam.gateway.js';
import { ExamStore } from './exam.store.js';
import { ExamsController } from './exams.controller.js';
import { ExamsService } from './exams.service.js';

/** 165.7.1. Exam generation: exams, specifications, models assembled by the solver, live. */
@Module({
  imports: [CoursesModule, QuestionsModule],
  controllers: [ExamsController, ExamPrintController],
  providers: [
    ExamsService,
    ExamModelsService,
    ExamAccess,
    ExamStore,
    ExamLive,
    ExamGateway,
    ExamCourseHooks,
    ExamPrintService,
  ],
})
export class ExamGenerationModule {}

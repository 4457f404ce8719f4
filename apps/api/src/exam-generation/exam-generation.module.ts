import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ExamAccess } from './exam-access.js';
import { ExamCourseHooks } from './exam-course.hooks.js';
import { ExamInsightController } from './exam-insight.controller.js';
import { ExamInsightService } from './exam-insight.service.js';
import { ExamLive } from './exam-live.js';
import { ExamModelsService } from './exam-models.service.js';
import { ExamSectorsService } from './exam-sectors.service.js';
import { ExamStudentsController } from './exam-students.controller.js';
import { ExamStudentsService } from './exam-students.service.js';
import { ExamStudentsStore } from './exam-students.store.js';
import { ExamWrite } from './exam-write.js';
import { ExamPrintController } from './exam-print.controller.js';
import { ExamPrintService } from './exam-print.service.js';
import { ExamGateway } from './exam.gateway.js';
import { ExamStore } from './exam.store.js';
import { ExamsController } from './exams.controller.js';
import { ExamsService } from './exams.service.js';

/** 165.7.1. Exam generation: exams, specifications, models assembled by the solver, students and sectors, live. */
@Module({
  imports: [CoursesModule, QuestionsModule],
  controllers: [ExamsController, ExamStudentsController, ExamPrintController, ExamInsightController],
  providers: [
    ExamsService,
    ExamModelsService,
    ExamStudentsService,
    ExamSectorsService,
    ExamAccess,
    ExamWrite,
    ExamStore,
    ExamStudentsStore,
    ExamLive,
    ExamGateway,
    ExamCourseHooks,
    ExamPrintService,
    ExamInsightService,
  ],
  // Paper delivery (exam-papers/) reads exams, models and students through these.
  exports: [ExamAccess, ExamStore, ExamStudentsStore],
})
export class ExamGenerationModule {}

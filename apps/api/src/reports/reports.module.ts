import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { CoursesStore } from '../courses/courses.store.js';
import { ExamCreatorsReader } from '../exam-generation/exam-creators.reader.js';
import { QuestionStatsReader } from '../questions/question-stats.reader.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ScopesStore } from '../scopes/scopes.store.js';
import { CourseQuestionsStatisticsController } from './course-questions-statistics.controller.js';
import { CourseQuestionsStatisticsService } from './course-questions-statistics.service.js';
import { ExamsCreatorsController } from './exams-creators.controller.js';
import { ExamsCreatorsService } from './exams-creators.service.js';
import { QuestionsStatusStatsController } from './questions-status-stats.controller.js';
import { QuestionsStatusStatsService } from './questions-status-stats.service.js';
import { ReportLive } from './report-live.js';
import { ReportScope } from './report-scope.js';
import { ReportsGateway } from './reports.gateway.js';

/**
 * 165.4.1.-165.4.3. Reports. Read-only: the bank through the questions area's stats reader, exams
 * through the exam area's creators reader, courses and scopes through their stores (the readers
 * and stores are stateless SQL seams, so this module provides its own instances of them).
 */
@Module({
  imports: [CoursesModule, QuestionsModule],
  controllers: [QuestionsStatusStatsController, CourseQuestionsStatisticsController, ExamsCreatorsController],
  providers: [
    QuestionsStatusStatsService,
    CourseQuestionsStatisticsService,
    ExamsCreatorsService,
    ReportScope,
    ReportLive,
    ReportsGateway,
    QuestionStatsReader,
    ExamCreatorsReader,
    CoursesStore,
    ScopesStore,
  ],
})
export class ReportsModule {}

import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { CoursesStore } from '../courses/courses.store.js';
import { ExamCreatorsReader } from '../exam-generation/exam-creators.reader.js';
import { ExamGenerationModule } from '../exam-generation/exam-generation.module.js';
import { QuestionStatsReader } from '../questions/question-stats.reader.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ScopesStore } from '../scopes/scopes.store.js';
import { CourseQuestionsStatisticsController } from './course-questions-statistics.controller.js';
import { CourseQuestionsStatisticsService } from './course-questions-statistics.service.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';
import { ExamsCreatorsController } from './exams-creators.controller.js';
import { ExamsCreatorsService } from './exams-creators.service.js';
import { ItemAnalysisController } from './item-analysis.controller.js';
import { ItemAnalysisService } from './item-analysis.service.js';
import { ItemStatsSweep } from './item-stats.sweep.js';
import { QuestionsStatusStatsController } from './questions-status-stats.controller.js';
import { QuestionsStatusStatsService } from './questions-status-stats.service.js';
import { ReportExport } from './report-export.js';
import { ReportLive } from './report-live.js';
import { ReportScope } from './report-scope.js';
import { ReportsGateway } from './reports.gateway.js';

/**
 * 165.4.1.-165.4.3. Reports, the item statistics of published results (written back to the
 * questions through the questions area's writer) and the dashboard's figures. Otherwise read-only: the bank through the questions area's stats reader, exams
 * through the exam area's creators reader, courses and scopes through their stores (the readers
 * and stores are stateless SQL seams, so this module provides its own instances of them).
 */
@Module({
  imports: [CoursesModule, QuestionsModule, ExamGenerationModule],
  controllers: [
    QuestionsStatusStatsController,
    CourseQuestionsStatisticsController,
    ExamsCreatorsController,
    ItemAnalysisController,
    DashboardController,
  ],
  providers: [
    QuestionsStatusStatsService,
    CourseQuestionsStatisticsService,
    ExamsCreatorsService,
    ItemAnalysisService,
    ItemStatsSweep,
    DashboardService,
    ReportScope,
    ReportExport,
    ReportLive,
    ReportsGateway,
    QuestionStatsReader,
    ExamCreatorsReader,
    CoursesStore,
    ScopesStore,
  ],
})
export class ReportsModule {}

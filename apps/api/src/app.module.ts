import { type DynamicModule, Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/app-config.js';
import { CollaborationModule } from './collaboration/collaboration.module.js';
import { CourseIlosModule } from './course-ilos/course-ilos.module.js';
import { CoursesModule } from './courses/courses.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DocumentsModule } from './documents/documents.module.js';
import { ElectronicExamsModule } from './electronic-exams/electronic-exams.module.js';
import { ExamGenerationModule } from './exam-generation/exam-generation.module.js';
import { ExamPapersModule } from './exam-papers/exam-papers.module.js';
import { ExamScansModule } from './exam-papers/scans/exam-scans.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import type { Database } from './database/database.js';
import { QuestionImportModule } from './question-import/question-import.module.js';
import { QuestionsModule } from './questions/questions.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { RealtimeModule } from './realtime/realtime.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { ReserveExamModule } from './reserve-exam/reserve-exam.module.js';
import { ReviewModule } from './review/review.module.js';
import { ScopesModule } from './scopes/scopes.module.js';
import { SubjectsModule } from './subjects/subjects.module.js';
import { SystemModule } from './system/system.module.js';
import { UsersModule } from './users/users.module.js';

/** One module per functional area (STYLE 1); areas of later issues are added to this list. */
const AREAS = [
  AuthModule,
  ScopesModule,
  UsersModule,
  RealtimeModule,
  JobsModule,
  DocumentsModule,
  SystemModule,
  CoursesModule,
  CourseIlosModule,
  SubjectsModule,
  QuestionImportModule,
  QuestionsModule,
  CollaborationModule,
  NotificationsModule,
  ReviewModule,
  ExamGenerationModule,
  ExamPapersModule,
  ExamScansModule,
  ReserveExamModule,
  ReportsModule,
  ElectronicExamsModule,
];

@Module({})
export class AppModule {
  static register(database: Database, config: AppConfig): DynamicModule {
    return { module: AppModule, imports: [DatabaseModule.register(database, config), ...AREAS] };
  }
}

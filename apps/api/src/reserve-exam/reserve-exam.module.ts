import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { ExamCentresService } from './exam-centres.service.js';
import { ExamCentresStore } from './exam-centres.store.js';
import { ReserveExamAccess } from './reserve-exam-access.js';
import { ReserveExamBoardService } from './reserve-exam-board.service.js';
import { ReserveExamConflicts } from './reserve-exam-conflicts.js';
import { ReserveExamDecisionsService } from './reserve-exam-decisions.service.js';
import { ReserveExamLive } from './reserve-exam-live.js';
import { ReserveExamController } from './reserve-exam.controller.js';
import { ReserveExamGateway } from './reserve-exam.gateway.js';
import { ReserveExamService } from './reserve-exam.service.js';
import { ReserveExamStore } from './reserve-exam.store.js';

/** 165.7.2. Exam-centre reservation: centres and halls, requests and decisions, the live board. */
@Module({
  imports: [CoursesModule, NotificationsModule],
  controllers: [ReserveExamController],
  providers: [
    ReserveExamService,
    ReserveExamDecisionsService,
    ReserveExamBoardService,
    ExamCentresService,
    ReserveExamAccess,
    ReserveExamConflicts,
    ReserveExamLive,
    ReserveExamStore,
    ExamCentresStore,
    ReserveExamGateway,
  ],
})
export class ReserveExamModule {}

import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ExamGenerationModule } from '../exam-generation/exam-generation.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { AnswerService } from './answer.service.js';
import { AttemptViewService } from './attempt-view.service.js';
import { DeadSocketsService } from './dead-sockets.service.js';
import { ExamTakingController } from './exam-taking.controller.js';
import { ExamTakingGateway } from './exam-taking.gateway.js';
import { ProctorController } from './proctor.controller.js';
import { ProctorGateway } from './proctor.gateway.js';
import { ProctorService } from './proctor.service.js';
import { ProctorState } from './proctor-state.js';
import { SignInService } from './sign-in.service.js';
import { StudentGuard } from './student.guard.js';
import { SubmissionService } from './submission.service.js';
import { TakingExamReader } from './taking-exam.reader.js';
import { TakingLive } from './taking-live.js';
import { TakingStore } from './taking.store.js';

/** 20.3. Electronic exams: student entry, answers with no loss, server timer and submission, proctors. */
@Module({
  imports: [AuthModule, ExamGenerationModule, QuestionsModule, RealtimeModule],
  controllers: [ExamTakingController, ProctorController],
  providers: [
    TakingStore,
    TakingExamReader,
    TakingLive,
    ProctorState,
    SignInService,
    AttemptViewService,
    AnswerService,
    SubmissionService,
    DeadSocketsService,
    ProctorService,
    StudentGuard,
    ExamTakingGateway,
    ProctorGateway,
  ],
})
export class ElectronicExamsModule {}

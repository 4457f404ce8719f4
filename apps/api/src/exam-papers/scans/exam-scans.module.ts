import { Module } from '@nestjs/common';
import { ExamGenerationModule } from '../../exam-generation/exam-generation.module.js';
import { QuestionsModule } from '../../questions/questions.module.js';
import { MarkingController } from '../marking/marking.controller.js';
import { MarkingService } from '../marking/marking.service.js';
import { MarkingStore } from '../marking/marking.store.js';
import { PaperAnswers } from '../results/answers.service.js';
import { ResultsController } from '../results/results.controller.js';
import { ResultsService } from '../results/results.service.js';
import { PaperExamReader } from './paper-exam.js';
import { ScanJob } from './scan.job.js';
import { ScanStore } from './scan.store.js';
import { ScansController } from './scans.controller.js';
import { ScansService } from './scans.service.js';

/** 165.7.1. Paper exams after the exam: scans read by OMR, the review queue, marking and results. */
@Module({
  imports: [ExamGenerationModule, QuestionsModule],
  controllers: [ScansController, ResultsController, MarkingController],
  providers: [
    ScanStore,
    PaperExamReader,
    PaperAnswers,
    ScanJob,
    ScansService,
    ResultsService,
    MarkingStore,
    MarkingService,
  ],
})
export class ExamScansModule {}

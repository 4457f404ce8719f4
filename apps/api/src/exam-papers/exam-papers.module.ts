import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { ExamGenerationModule } from '../exam-generation/exam-generation.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ScopesModule } from '../scopes/scopes.module.js';
import { ExamExportController } from './exam-export.controller.js';
import { ExamPaperService } from './exam-paper.service.js';
import { ExamPapersController } from './exam-papers.controller.js';
import { ExamSheetsService } from './exam-sheets.service.js';
import { PaperBundleService } from './paper-bundle.service.js';
import { PaperPdf } from './paper-pdf.js';
import { PaperExamReader } from './scans/paper-exam.js';

/** 165.7.1. Paper delivery (20.2.): papers as PDF and DOCX, answer keys, all models as a zip, bubble sheets. */
@Module({
  imports: [CoursesModule, QuestionsModule, ExamGenerationModule, ScopesModule],
  controllers: [ExamExportController, ExamPapersController],
  providers: [ExamPaperService, ExamSheetsService, PaperExamReader, PaperPdf, PaperBundleService],
})
export class ExamPapersModule {}

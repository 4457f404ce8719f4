import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import {
  PAPER_MEDIA_TYPES,
  type PaperFormat,
  paperQuerySchema,
  sheetsQuerySchema,
} from '@mizan/domain/exam-papers';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamPaperService } from './exam-paper.service.js';
import { writePaperDocx } from './paper-docx.js';
import { paperFile } from './paper-file.js';
import { paperTitle } from './paper-html.js';
import { PaperPdf } from './paper-pdf.js';
import { ExamSheetsService } from './exam-sheets.service.js';

/** modelNo is 0 to 99 (exam.store); anything else is not found, as an unknown model. */
const modelNoParam = (v: string) => (/^\d{1,2}$/.test(v) ? Number(v) : idParam('x'));

/** 165.7.1. Paper delivery (20.2.): a model as a PDF or Word paper and its key, bubble sheets (API.md). */
@Controller('api/exam-papers/165.7.1.')
export class ExamPapersController {
  constructor(
    private readonly papers: ExamPaperService,
    private readonly pdf: PaperPdf,
    private readonly sheets: ExamSheetsService,
  ) {}

  @Get(':examId/models/:modelNo/pdf')
  @Access('165.7.1.', Right.view)
  modelPdf(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ValidQuery(paperQuerySchema) q: { key: boolean },
  ): Promise<StreamableFile> {
    return this.model(auth, idParam(examId), modelNoParam(modelNo), 'pdf', q.key);
  }

  @Get(':examId/models/:modelNo/docx')
  @Access('165.7.1.', Right.view)
  modelDocx(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ValidQuery(paperQuerySchema) q: { key: boolean },
  ): Promise<StreamableFile> {
    return this.model(auth, idParam(examId), modelNoParam(modelNo), 'docx', q.key);
  }

  @Get(':examId/sheets.pdf')
  @Access('165.7.1.', Right.view)
  async sheetsPdf(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(sheetsQuerySchema) q: { count?: number; paper: 'A4' | 'Letter' },
  ): Promise<StreamableFile> {
    const { data, name } = await this.sheets.write(auth, idParam(examId), q);
    return paperFile(data, PAPER_MEDIA_TYPES.pdf, name, 'pdf');
  }

  private async model(
    auth: RequestAuth,
    examId: number,
    modelNo: number,
    format: PaperFormat,
    key: boolean,
  ): Promise<StreamableFile> {
    const paper = await this.papers.paper(auth, examId, modelNo);
    const data = format === 'pdf' ? await this.pdf.write(paper, key) : await writePaperDocx(paper, key);
    return paperFile(data, PAPER_MEDIA_TYPES[format], paperTitle(paper, key), format);
  }
}

import { Controller, Get, Param, type StreamableFile } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import { PAPER_MEDIA_TYPES, type PaperFormat, paperQuerySchema } from '@mizan/domain/exam-papers';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { ExamPaperService } from './exam-paper.service.js';
import { paperFile } from './paper-file.js';
import { paperTitle } from './paper-html.js';
import { PaperPdf } from './paper-pdf.js';

/** modelNo is 0 to 99 (exam.store); anything else is not found, as an unknown model. */
const modelNoParam = (v: string) => (/^\d{1,2}$/.test(v) ? Number(v) : idParam('x'));

/**
 * The exams contract's export (issue 15 part 9), under the exams path the clients are tested
 * against: a complete model as a PDF or Word paper, or its answer key and marking scheme (API.md).
 */
@Controller('api/exams/165.7.1.')
export class ExamExportController {
  constructor(
    private readonly papers: ExamPaperService,
    private readonly pdf: PaperPdf,
  ) {}

  @Get(':examId/models/:modelNo/export')
  @Access('165.7.1.', Right.view)
  async export(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('modelNo') modelNo: string,
    @ValidQuery(paperQuerySchema) q: { format: PaperFormat; key: boolean },
  ): Promise<StreamableFile> {
    const paper = await this.papers.paper(auth, idParam(examId), modelNoParam(modelNo));
    // The Word writer (docx, sharp, temml) loads at its first paper, not at the API's start.
    const data =
      q.format === 'pdf'
        ? await this.pdf.write(paper, q.key)
        : await (await import('./paper-docx.js')).writePaperDocx(paper, q.key);
    return paperFile(data, PAPER_MEDIA_TYPES[q.format], paperTitle(paper, q.key), q.format);
  }
}

import { Injectable } from '@nestjs/common';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import { PAPER_MESSAGES, PAPERS_ZIP_JOB, type PaperFormat } from '@mizan/domain/exam-papers';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { ExamStore } from '../exam-generation/exam.store.js';
import { RealtimeService } from '../realtime/realtime.service.js';
import { ExamPaperService, type Paper } from './exam-paper.service.js';
import { paperTitle } from './paper-html.js';
import { PaperPdf } from './paper-pdf.js';

/**
 * Every model of an exam in one zip (issue 15 part 3), its answer keys too if asked. Each file done
 * is reported as job:progress under the client's id: rendering ten models with keys takes seconds.
 * It is one request, not a queued job: a download lives and dies with its connection.
 */
@Injectable()
export class PaperBundleService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly papers: ExamPaperService,
    private readonly pdf: PaperPdf,
    private readonly realtime: RealtimeService,
  ) {}

  async zip(
    auth: RequestAuth,
    examId: number,
    q: { format: PaperFormat; keys: boolean; progress?: string },
  ): Promise<{ data: Uint8Array; name: string }> {
    const { exam } = await this.access.readable(auth, examId);
    const models = await this.store.models(examId);
    if (!models.length) throw DomainError.of(404, EXAM_MESSAGES.modelNotFound);
    if (models.some((m) => !m.complete)) throw DomainError.of(409, PAPER_MESSAGES.modelIncomplete);
    const keys = q.keys ? [false, true] : [false];
    const total = models.length * keys.length;
    let done = 0;
    const report = (state: 'active' | 'completed' | 'failed') => {
      if (q.progress)
        this.realtime.toUser(auth.userId, 'job:progress', {
          jobId: q.progress,
          name: PAPERS_ZIP_JOB,
          state,
          done,
          total,
        });
    };
    // jszip and the Word writer (docx, sharp, temml) load at their first use, not at the API's start.
    const { default: JSZip } = await import('jszip');
    const zip = new JSZip();
    const write = async (paper: Paper, key: boolean) => {
      const data =
        q.format === 'pdf'
          ? await this.pdf.write(paper, key)
          : await (await import('./paper-docx.js')).writePaperDocx(paper, key);
      done++;
      report('active');
      return { name: `${safeName(paperTitle(paper, key))}.${q.format}`, data };
    };
    try {
      // All at once: the documents pool renders as many PDFs as it has pages (two), the rest wait for
      // one; one after the other, ten models with keys took 5.3 s on two cores.
      const files = await Promise.all(
        models.map(async (model) => {
          const paper = await this.papers.paper(auth, examId, model.modelNo);
          return Promise.all(keys.map((key) => write(paper, key)));
        }),
      );
      for (const { name, data } of files.flat()) zip.file(name, data);
    } catch (e) {
      report('failed');
      throw e;
    }
    const data = await zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
    report('completed');
    return { data, name: exam.name };
  }
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim();

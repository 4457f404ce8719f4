import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@mizan/domain/codes';
import { EXAM_MESSAGES } from '@mizan/domain/exam-generation';
import { PAPER_MESSAGES } from '@mizan/domain/exam-papers';
import type { Lang } from '@mizan/domain/i18n';
import type { QuestionContent } from '@mizan/domain/questions';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { ExamAccess } from '../exam-generation/exam-access.js';
import { inModelOrder } from '../exam-generation/exam-print.service.js';
import { type ExamRecord, ExamStore } from '../exam-generation/exam.store.js';
import { QuestionBankReader } from '../questions/question-bank.reader.js';
import { QuestionImagesService } from '../questions/question-images.service.js';
import { ScopesService } from '../scopes/scopes.service.js';

export interface PaperQuestion {
  position: number;
  degree: number;
  /** At the model's frozen version, choices in the model's order. */
  content: QuestionContent;
}

export interface PaperImage {
  mime: string;
  data: Buffer;
}

/** Everything a paper prints, read once; the PDF and DOCX builders are pure over it. */
export interface Paper {
  lang: Lang;
  exam: ExamRecord;
  courseName: string;
  courseCode: string | null;
  /** The course's scope and its ancestors from the root (university, faculty, department), in the paper's language. */
  scopes: string[];
  modelNo: number;
  code: string;
  questions: PaperQuestion[];
  /** Stored images by their rich-text reference (/api/question-images/<id>). */
  images: Map<string, PaperImage>;
}

const IMAGE_REF = /\/api\/question-images\/[0-9a-f-]{36}/g;

/**
 * A model read for print: view on 165.7.1. with the exam's course in scope (404 outside, as the
 * model itself), refused while incomplete (SPEC 4 'cannot be exported until complete').
 */
@Injectable()
export class ExamPaperService {
  constructor(
    private readonly access: ExamAccess,
    private readonly store: ExamStore,
    private readonly bank: QuestionBankReader,
    private readonly images: QuestionImagesService,
    private readonly scopes: ScopesService,
  ) {}

  async paper(auth: RequestAuth, examId: number, modelNo: number): Promise<Paper> {
    const { exam, course } = await this.access.readable(auth, examId);
    const [model] = await this.store.models(examId, undefined, [modelNo]);
    if (!model) throw DomainError.of(404, EXAM_MESSAGES.modelNotFound);
    if (!model.complete) throw DomainError.of(409, PAPER_MESSAGES.modelIncomplete);
    const lang = LANGUAGES[exam.language].lang;
    const content = await this.bank.contents(exam.courseId, model.questions);
    const questions = model.questions.flatMap((q) => {
      const stored = content.get(`${q.questionId}.${q.version}`);
      return stored
        ? [{ position: q.position, degree: q.degree, content: inModelOrder(stored, q.choiceOrder) }]
        : [];
    });
    return {
      lang,
      exam,
      courseName: course.name[lang] || course.name.ar || course.name.en,
      courseCode: course.course_code,
      scopes: await this.scopeNames(course.scope_path, lang),
      modelNo: model.modelNo,
      code: model.code,
      questions,
      images: await this.readImages(questions),
    };
  }

  private async scopeNames(path: string, lang: Lang): Promise<string[]> {
    const ids = path.split('/').filter(Boolean).map(Number);
    const rows = await Promise.all(ids.map((id) => this.scopes.byId(id)));
    return rows.flatMap((r) => (r ? [r.name[lang] || r.name.ar || r.name.en] : []));
  }

  private async readImages(questions: PaperQuestion[]): Promise<Map<string, PaperImage>> {
    const refs = new Set(questions.flatMap((q) => JSON.stringify(q.content).match(IMAGE_REF) ?? []));
    const images = new Map<string, PaperImage>();
    for (const ref of refs) {
      const image = await this.images.read(ref.slice(ref.lastIndexOf('/') + 1));
      if (image) images.set(ref, image);
    }
    return images;
  }
}

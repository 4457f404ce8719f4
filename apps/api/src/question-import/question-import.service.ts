import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hasRight, Right } from '@mizan/domain/access';
import { normaliseArabic } from '@mizan/domain/codes';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import {
  type ExportFormat,
  EXPORT_FORMATS,
  type ImportCommitResponse,
  IMPORT_KINDS,
  type ImportKind,
  type ImportPreviewItem,
  type ImportPreviewQuestionsResponse,
  type ImportPreviewResponse,
  importCommitSchema,
  PREVIEW_PAGE,
  QUESTION_IMPORT_MESSAGES as M,
} from '@mizan/domain/question-import';
import { type QuestionContent, questionPaths } from '@mizan/domain/questions';
import { validate } from '@mizan/domain/validation';
import type { FieldErrors } from '@mizan/domain/validation';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, forbidden } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { Db } from '../database/db.service.js';
import { openUpload, type UploadedFile } from '../files/upload.js';
import { QuestionWriter } from '../questions/question.writer.js';
import { QuestionsStore } from '../questions/questions.store.js';
import type { ExportItem } from './formats/export.js';
import { parseFile, UnreadableFile } from './formats/index.js';
import { IMAGE_REF, type ImportImage } from './formats/parsed.js';
import { QuestionImportStore } from './question-import.store.js';

export type { UploadedFile };

/** How long a preview waits for its commit. */
export const PREVIEW_TTL_MINUTES = 120;

export const fileTooLarge = () =>
  DomainError.of(413, fill(M.fileSize, { max: LIMITS.questionImportMaxBytes / BYTES_PER_MB }));

const REF = new RegExp(`${IMAGE_REF}(\\d+)`, 'g');
const REF_TEST = new RegExp(`${IMAGE_REF}\\d+`);
const fold = (s: string) => normaliseArabic(s.trim().toLocaleLowerCase());

/**
 * Question import (SPEC 5 'Question import') and export. A preview parses the file (after the size
 * and type checks) and keeps the parsed questions in question_import for the commit, which writes
 * the chosen ones through the questions area's writer in one transaction.
 */
@Injectable()
export class QuestionImportService {
  constructor(
    private readonly db: Db,
    private readonly store: QuestionImportStore,
    private readonly courses: CourseAccess,
    private readonly writer: QuestionWriter,
    private readonly questions: QuestionsStore,
  ) {}

  async preview(
    auth: RequestAuth,
    input: { courseId: number; importType: ImportKind },
    file: UploadedFile | undefined,
  ): Promise<ImportPreviewResponse> {
    await this.courses.course(auth, input.courseId);
    const extensions = IMPORT_KINDS[input.importType].extensions;
    const upload = openUpload(file, {
      maxBytes: LIMITS.questionImportMaxBytes,
      extensions,
      refusals: {
        required: M.fileRequired,
        size: fileTooLarge().body.message,
        type: fill(M.fileType, { types: extensions.map((e) => `.${e}`).join(', ') }),
      },
    });
    let parsed: Awaited<ReturnType<typeof parseFile>>;
    try {
      parsed = await parseFile(input.importType, upload.data);
    } catch (error) {
      if (error instanceof UnreadableFile) throw DomainError.of(422, error.reason);
      throw error;
    }
    const valid = parsed.questions.filter((q) => q.valid).length;
    if (!valid)
      throw DomainError.of(
        422,
        M.noValidQuestions,
        Object.fromEntries(
          parsed.questions.map((q) => [`questions.${q.index}`, q.reasons[0] ?? M.noValidQuestions]),
        ),
      );

    const subjects = await this.store.activeSubjects(input.courseId);
    const suggest = (category: string | null) => {
      if (!category) return null;
      const names = [category, category.split(' / ').pop() ?? category].map(fold);
      return subjects.find((s) => names.includes(fold(s.name)))?.id ?? null;
    };
    const importId = randomUUID();
    const expiresAt = await this.store.save({
      id: importId,
      userId: auth.userId,
      courseId: input.courseId,
      importType: input.importType,
      fileName: upload.name.slice(0, 255),
      questions: parsed.questions,
      images: parsed.images,
      ttlMinutes: PREVIEW_TTL_MINUTES,
    });
    const questions: ImportPreviewItem[] = parsed.questions.map((q) => ({
      index: q.index,
      valid: q.valid,
      questionType: q.questionType,
      text: q.text.slice(0, 300),
      reasons: q.reasons,
      warnings: q.warnings,
      sourceType: q.sourceType,
      category: q.category,
      suggestedSubjectId: suggest(q.category),
      // The screen's first page whole; it asks for the others' as it shows them (previewQuestions).
      question: q.content && q.index < PREVIEW_PAGE ? inlineImages(q.content, parsed.images) : null,
    }));
    const categories = [...new Set(parsed.questions.map((q) => q.category).filter((c): c is string => !!c))];
    return {
      importId,
      importType: input.importType,
      fileName: upload.name,
      expiresAt: expiresAt.toISOString(),
      questions,
      categories: categories.map((name) => ({ name, suggestedSubjectId: suggest(name) })),
      warnings: parsed.warnings,
      counts: { total: questions.length, valid, invalid: questions.length - valid },
    };
  }

  /** Questions of the user's unexpired preview, whole, as the preview's first page has them. */
  async previewQuestions(
    auth: RequestAuth,
    input: { importId: string; courseId: number; indexes: number[] },
  ): Promise<ImportPreviewQuestionsResponse> {
    await this.courses.course(auth, input.courseId);
    // Only the asked questions and the images they use leave the database, not the whole file.
    const asked = await this.store.questions(input.importId, auth.userId, input.courseId, input.indexes);
    if (!asked) throw DomainError.of(410, M.importExpired);
    const found = asked.map((q) => q?.content ?? null);
    const used = [
      ...new Set(found.flatMap((c) => [...JSON.stringify(c).matchAll(REF)].map((m) => Number(m[1])))),
    ];
    const images: ImportImage[] = [];
    if (used.length) {
      const stored = await this.store.images(
        input.importId,
        used.sort((a, b) => a - b),
      );
      used.forEach((n, k) => {
        const image = stored[k];
        if (image) images[n] = image;
      });
    }
    return {
      questions: input.indexes.map((index, k) => ({
        index,
        question: found[k] ? inlineImages(found[k], images) : null,
      })),
    };
  }

  async commit(auth: RequestAuth, input: unknown): Promise<ImportCommitResponse> {
    const checked = validate(importCommitSchema, input);
    if (!checked.success) throw DomainError.validation(checked.fields);
    const body = checked.data;
    if (!body.indexes.length) throw DomainError.validation({ indexes: M.selectQuestion });
    await this.courses.course(auth, body.courseId);
    // SPEC 4: as approved skips review, so only a reviewer (edit 9.4. on 165.2.2.) in the course's scope.
    if (body.approved && !hasRight(auth.rights, '165.2.2.', Right.edit)) throw forbidden();
    const ids = await this.db.transaction(async (em) => {
      const saved = await this.store.lock(em, body.importId, auth.userId, body.courseId);
      if (!saved) throw DomainError.of(410, M.importExpired);
      const picks = body.indexes.map((entry) => (typeof entry === 'number' ? { index: entry } : entry));
      const fields: FieldErrors = {};
      const chosen = picks.map((pick, i) => {
        const q = saved.questions[pick.index];
        if (!q?.valid || !q.content)
          fields[`indexes.${i}`] = fill(M.notImportable, { index: pick.index + 1 });
        return { pick, q };
      });
      if (Object.keys(fields).length) throw DomainError.validation(fields);
      if (new Set(picks.map((p) => p.index)).size !== picks.length)
        throw DomainError.validation({ indexes: M.selectQuestion });

      // Images first: each used one is stored once and the drafts point at its URL.
      const urls = new Map<number, string>();
      const json = chosen.map(({ q }) => (saved.images.length ? JSON.stringify(q.content) : ''));
      for (const text of json)
        for (const m of text.matchAll(REF)) {
          const n = Number(m[1]);
          const image = saved.images[n];
          if (!image || urls.has(n)) continue;
          const data = Buffer.from(image.data, 'base64');
          const url = await this.writer.addImage(em, {
            courseId: body.courseId,
            mime: image.mime,
            data,
            userId: auth.userId,
          });
          urls.set(n, url);
        }
      const contents = chosen.map(({ pick, q }, i) => {
        // Only a question that uses an image is copied with its URLs in (a file without images: none).
        const withUrls = REF_TEST.test(json[i])
          ? (JSON.parse(json[i].replace(REF, (m, n: string) => urls.get(Number(n)) ?? m)) as QuestionContent)
          : (q.content as QuestionContent);
        return {
          ...withUrls,
          difficulty: withUrls.difficulty ?? body.difficulty ?? null,
          expectedTime: withUrls.expectedTime ?? body.expectedTime ?? null,
          degree: withUrls.degree ?? body.degree ?? null,
          subjectId: pick.subjectId !== undefined ? pick.subjectId : (body.subjectId ?? null),
          ilos: pick.ilos ?? body.ilos ?? [],
        };
      });
      // Every question is checked before any is written, so one 422 names all that fail.
      for (const [i, content] of contents.entries())
        if (content.ilos.length && content.subjectId === null)
          fields[`indexes.${i}.ilos`] = M.ilosNeedSubject;
      Object.assign(
        fields,
        await this.writer.checkMany(
          em,
          body.courseId,
          contents.map((content, i) => ({ content, prefix: `indexes.${i}.` })),
        ),
      );
      if (Object.keys(fields).length) throw DomainError.validation(fields);
      const written = await this.writer.insertMany(em, {
        courseId: body.courseId,
        userId: auth.userId,
        contents,
        status: body.approved ? 'approved' : undefined,
      });
      const added = written.map((q) => q.questionId);
      await this.store.remove(em, body.importId);
      return added;
    });
    return { added: ids.length, questionIds: ids, message: fill(M.imported, { added: ids.length }) };
  }

  /** The chosen questions of a course in an export format, and the ids the format cannot carry. */
  async export(
    auth: RequestAuth,
    input: { courseId: number; format: ExportFormat; ids: number[] },
  ): Promise<{ data: Buffer; fileName: string; mime: string; skipped: number[] }> {
    await this.courses.course(auth, input.courseId);
    const rows = await this.questions.forExport(input.courseId, input.ids);
    if (!rows.length) throw DomainError.validation({ ids: M.exportNone });
    const imageIds = new Set<string>();
    for (const r of rows)
      for (const m of JSON.stringify(r.content).matchAll(/\/api\/question-images\/([0-9a-f-]{36})/g))
        imageIds.add(m[1]);
    const images = new Map<string, { mime: string; data: string }>();
    if (imageIds.size) {
      const found = await this.questions.images([...imageIds]);
      for (const f of found)
        images.set(questionPaths.image(f.id), { mime: f.mime, data: Buffer.from(f.data).toString('base64') });
    }
    const items: ExportItem[] = rows.map((r) => ({
      questionId: r.id,
      content: r.content,
      category: r.subject_name,
      images,
    }));
    // The writers (jszip) load at the first export, not at the API's start.
    const { exportable, writeExport } = await import('./formats/export.js');
    const { written, skipped } = exportable(input.format, items);
    if (!written.length) throw DomainError.validation({ ids: exportSkippedText(input.format, skipped[0]) });
    const spec = EXPORT_FORMATS[input.format];
    return {
      data: await writeExport(input.format, written),
      fileName: `questions-${input.courseId}-${input.format}.${spec.extension}`,
      mime: spec.mime,
      skipped: skipped.map((s) => s.questionId),
    };
  }
}

const dataUri = (image: ImportImage | undefined) =>
  image ? `data:${image.mime};base64,${image.data}` : undefined;

/** A question with its file's images as data URIs; only one that has an image is copied. */
function inlineImages(content: QuestionContent, images: ImportImage[]): QuestionContent {
  const json = JSON.stringify(content);
  return json.includes(IMAGE_REF)
    ? (JSON.parse(json.replace(REF, (m, n: string) => dataUri(images[Number(n)]) ?? m)) as QuestionContent)
    : content;
}

const exportSkippedText = (format: ExportFormat, item: ExportItem | undefined): Bilingual =>
  fill(M.exportSkipped, { type: item?.content.questionType ?? '', format: EXPORT_FORMATS[format].en });

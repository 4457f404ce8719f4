import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CourseTypeCode } from '@mizan/domain/codes';
import {
  COURSE_CODE_MAX,
  COURSE_MESSAGES,
  COURSE_NAME_MAX,
  type FileImportResponse,
  type FileImportRow,
  type ImportInstructorsResponse,
  type ImportRoleResponse,
  STUDY_PLAN_NUMBER_MAX,
  type ServiceImportResponse,
  type StaffCoursesResponse,
} from '@mizan/domain/courses';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { heldApps } from '../auth/session-info.service.js';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { UsersStore } from '../users/users.store.js';
import { CourseAccess, type ScopeRecord } from './course-access.js';
import { CourseImportStore } from './course-import.store.js';
import { CourseCountCache } from './course-count.cache.js';
import { SIS_ADAPTER, type SisAdapter, SisUnavailable } from './sis/sis-adapter.js';
import { quoteCell } from '../files/report.js';
import { readSpreadsheet, type SheetRow, UnreadableSpreadsheet } from '../files/spreadsheet.reader.js';
import { openUpload, type UploadedFile } from '../files/upload.js';

const M = COURSE_MESSAGES;
const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
const MAX_LEN = [
  COURSE_NAME_MAX,
  COURSE_NAME_MAX,
  COURSE_NAME_MAX,
  COURSE_NAME_MAX,
  STUDY_PLAN_NUMBER_MAX,
  COURSE_CODE_MAX,
];
const PLAN_NUMBER = /^\d+$/;
const MB = LIMITS.courseImportMaxBytes / 1_048_576;

/** A row of the Excel file once read: columns A to F (SPEC 5). */
interface ImportLine {
  row: number;
  nameAr: string;
  nameEn: string;
  planAr: string;
  planEn: string;
  planNumber: string;
  code: string | null;
}

const lower = (s: string) => s.toLocaleLowerCase();

@Injectable()
export class CourseImportService {
  private readonly log = new Logger(CourseImportService.name);

  constructor(
    private readonly db: Db,
    private readonly store: CourseImportStore,
    private readonly users: UsersStore,
    private readonly access: CourseAccess,
    @Inject(SIS_ADAPTER) private readonly sis: SisAdapter,
    private readonly counts: CourseCountCache,
  ) {}

  // ---- Excel (SPEC 5 'Course import by Excel') ----

  private async readFile(file?: UploadedFile): Promise<SheetRow[]> {
    const upload = openUpload(file, {
      maxBytes: LIMITS.courseImportMaxBytes,
      extensions: ['xlsx', 'xls'],
      refusals: { required: M.fileRequired, size: fill(M.excelSize, { max: MB }), type: M.excelType },
    });
    try {
      return await readSpreadsheet(upload.data, upload.extension as 'xlsx' | 'xls');
    } catch (error) {
      if (error instanceof UnreadableSpreadsheet) throw DomainError.of(422, M.excelUnreadable);
      throw error;
    }
  }

  /** Checks one row's cells; a reason when it is skipped. */
  private checkRow(cells: string[]): Bilingual | null {
    if (cells.length > COLUMNS.length) return M.rowExtraData;
    for (let i = 0; i < 5; i++) if (!cells[i]) return fill(M.rowMissing, { column: COLUMNS[i] });
    for (let i = 0; i < COLUMNS.length; i++)
      if ((cells[i] ?? '').length > MAX_LEN[i])
        return fill(M.rowTooLong, { column: COLUMNS[i], max: MAX_LEN[i] });
    if (!PLAN_NUMBER.test(cells[4])) return M.rowPlanNumber;
    return null;
  }

  /**
   * Reads the file, reports every row (imported or skipped, and why) and, unless dryRun,
   * writes the importable rows in one transaction. The first row is a header row when its
   * column E is not a study-plan number.
   */
  async fileImport(
    auth: RequestAuth,
    file: UploadedFile | undefined,
    opts: { dryRun: boolean; scopeId?: number; courseType: CourseTypeCode },
  ): Promise<FileImportResponse> {
    const scope = await this.access.scope(auth, opts.scopeId);
    const sheet = await this.readFile(file);
    const data = sheet.length && !PLAN_NUMBER.test(sheet[0].cells[4] ?? '') ? sheet.slice(1) : sheet;
    if (!data.length) throw DomainError.of(422, M.excelEmpty);

    const result = await this.db.transaction(async (em) => {
      const report: FileImportRow[] = [];
      const lines: ImportLine[] = [];
      const seen = new Map<string, number>();
      const existing = await this.existingKeys(em, scope.id);
      for (const { row, cells } of data) {
        const courseName =
          cells[0] || cells[1] ? { ar: quoteCell(cells[0] ?? ''), en: quoteCell(cells[1] ?? '') } : null;
        const skip = (reason: Bilingual) => report.push({ row, status: 'skipped', courseName, reason });
        const invalid = this.checkRow(cells);
        if (invalid) {
          skip(invalid);
          continue;
        }
        const line: ImportLine = {
          row,
          nameAr: cells[0],
          nameEn: cells[1],
          planAr: cells[2],
          planEn: cells[3],
          planNumber: cells[4],
          code: cells[5] || null,
        };
        const keys = [
          `${line.planNumber}|name-ar|${lower(line.nameAr)}`,
          `${line.planNumber}|name-en|${lower(line.nameEn)}`,
          ...(line.code ? [`${line.planNumber}|code|${lower(line.code)}`] : []),
        ];
        const duplicateOf = keys.map((k) => seen.get(k)).find((r) => r !== undefined);
        if (duplicateOf !== undefined) {
          skip(fill(M.rowDuplicateInFile, { row: duplicateOf }));
          continue;
        }
        if (line.code && existing.has(keys[2])) {
          skip(M.rowCodeExists);
          continue;
        }
        if (existing.has(keys[0]) || existing.has(keys[1])) {
          skip(M.rowExists);
          continue;
        }
        for (const k of keys) seen.set(k, row);
        lines.push(line);
        report.push({ row, status: 'imported', courseName, reason: null });
      }
      if (!opts.dryRun && lines.length) await this.writeLines(em, scope, lines, opts.courseType);
      const imported = lines.length;
      const skipped = report.length - imported;
      return {
        dryRun: opts.dryRun,
        total: report.length,
        imported,
        skipped,
        rows: report,
        message: fill(opts.dryRun ? M.excelDryRun : M.excelImported, { imported, skipped }),
      };
    });
    if (!opts.dryRun && result.imported) this.counts.clear();
    return result;
  }

  /** Keys of the courses already in the scope: plan number with either name or the code. */
  private async existingKeys(em: Em, scopeId: number): Promise<Set<string>> {
    const rows = await this.store.existing(scopeId, em);
    const keys = new Set<string>();
    for (const r of rows) {
      keys.add(`${r.number}|name-ar|${lower(r.name.ar)}`);
      keys.add(`${r.number}|name-en|${lower(r.name.en)}`);
      if (r.course_code) keys.add(`${r.number}|code|${lower(r.course_code)}`);
    }
    return keys;
  }

  /** The plan with this number serving the scope (its own first, then the scopes above), or a new one. */
  private async planIds(em: Em, scope: ScopeRecord, plans: { number: string; name: Bilingual }[]) {
    const ids = await this.store.planIds(scope.path, em);
    for (const plan of plans)
      if (!ids.has(plan.number)) ids.set(plan.number, await this.store.addPlan(scope.id, plan, em));
    return ids;
  }

  private async writeLines(em: Em, scope: ScopeRecord, lines: ImportLine[], courseType: CourseTypeCode) {
    const plans = await this.planIds(
      em,
      scope,
      lines.map((l) => ({ number: l.planNumber, name: { ar: l.planAr, en: l.planEn } })),
    );
    await this.store.addCourses(
      scope.id,
      lines.map((l) => ({
        name: { ar: l.nameAr, en: l.nameEn },
        courseType,
        studyPlanId: plans.get(l.planNumber)!,
        courseCode: l.code,
      })),
      em,
    );
  }

  // ---- Student-information system ----

  private async sisCall<T>(call: () => Promise<T>): Promise<T> {
    if (!this.sis.configured()) throw DomainError.of(503, M.sisNotConfigured);
    try {
      return await call();
    } catch (error) {
      if (error instanceof SisUnavailable) {
        this.log.warn(error.message);
        throw DomainError.of(502, M.sisUnavailable);
      }
      throw error;
    }
  }

  /** canSyncCourses, and never for a user added from outside the system (SPEC 6). */
  private async checkCanSync(auth: RequestAuth): Promise<void> {
    const user = await this.users.syncFlags(auth.userId);
    if (user?.origin === '10.5.') throw new DomainError(403, 'cannotSyncOutsideUser');
    if (!user?.can_sync_courses) throw new DomainError(403, 'noRightSyncCourses');
  }

  /** Courses of a scope from the SIS: new ones are added, known ones (same IHId) updated. */
  async serviceImport(auth: RequestAuth, scopeId?: number): Promise<ServiceImportResponse> {
    await this.checkCanSync(auth);
    const scope = await this.access.scope(auth, scopeId);
    const courses = await this.sisCall(() => this.sis.courses(scope.code));
    const result = await this.db.transaction(async (em) => {
      const plans = await this.planIds(
        em,
        scope,
        courses.map((c) => c.studyPlan),
      );
      let created = 0;
      for (const c of courses) {
        const inserted = await this.store.upsertByIhId(
          scope.id,
          {
            name: c.name,
            courseType: c.courseType,
            studyPlanId: plans.get(c.studyPlan.number)!,
            courseCode: c.courseCode,
            ihId: c.ihId,
          },
          em,
        );
        if (inserted) created++;
      }
      return { created, updated: courses.length - created };
    });
    this.counts.clear();
    return { message: fill(M.serviceImported, result), total: courses.length, ...result };
  }

  /** The master role imported instructors of this scope would receive (the nearest faculty's). */
  async importRole(auth: RequestAuth, scopeId: number): Promise<ImportRoleResponse> {
    const role = await this.store.masterRole((await this.access.scope(auth, scopeId)).path);
    if (!role) return { role: null, message: M.noMasterRole };
    return {
      role: {
        roleId: role.id,
        name: role.name,
        scopeId: role.scope_id,
        scopeName: role.scope_name,
        rights: heldApps(role.rights),
      },
      message: null,
    };
  }

  /**
   * Instructors of a scope from the SIS become users with the rights of the faculty's master
   * role (refused without one). Users who came from elsewhere keep their rights; each is linked
   * to the courses the SIS lists for them.
   */
  async importInstructors(auth: RequestAuth, scopeId: number): Promise<ImportInstructorsResponse> {
    const scope = await this.access.scope(auth, scopeId);
    const role = await this.store.masterRole(scope.path);
    if (!role) throw DomainError.of(422, M.noMasterRole);
    const instructors = await this.sisCall(() => this.sis.instructors(scope.code));
    const result = await this.db.transaction(async (em) => {
      let created = 0;
      for (const ins of instructors) {
        const user = await this.users.upsertInstructor(
          {
            username: ins.username,
            name: ins.name,
            email: ins.email,
            scopeId: scope.id,
            rights: role.rights,
          },
          em,
        );
        if (user.inserted) created++;
        if (ins.courses.length) await this.store.addStaffLinks(user.id, scope.path, ins.courses, em);
      }
      return { created, updated: instructors.length - created };
    });
    return { message: fill(M.instructorsImported, result), total: instructors.length, ...result };
  }

  /**
   * staff/updateCourses: links the caller to the courses the SIS says they teach (within their
   * own scope). Same conditions as serviceImport: canSyncCourses, not a user from outside.
   */
  async staffCourses(auth: RequestAuth): Promise<StaffCoursesResponse> {
    await this.checkCanSync(auth);
    const ihIds = await this.sisCall(() => this.sis.staffCourses(auth.username));
    const courses = await this.db.transaction(async (em) => {
      const found = await this.store.coursesByIhIds(auth.scopePath, ihIds, em);
      await this.store.replaceStaffLinks(
        auth.userId,
        found.map((c) => c.id),
        em,
      );
      return found;
    });
    return {
      message: fill(M.staffCoursesUpdated, { linked: courses.length }),
      linked: courses.length,
      total: ihIds.length,
      courses: courses.map((c) => ({ courseId: c.id, courseName: c.name })),
    };
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { type AppRights, Right } from '@mizan/domain/access';
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
import { CourseAccess, type ScopeRecord } from './course-access.js';
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
    appIdParam: string,
    file: UploadedFile | undefined,
    opts: { dryRun: boolean; scopeId?: number; courseType: CourseTypeCode },
  ): Promise<FileImportResponse> {
    this.access.app(auth, appIdParam, Right.add, ['165.1.1.']);
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
    const rows = await this.db.query<{ name: Bilingual; course_code: string | null; number: string }>(
      `select c.name, c.course_code, sp.number from course c join study_plan sp on sp.id = c.study_plan_id
       where c.scope_id = ?`,
      [scopeId],
      em,
    );
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
    const found = await this.db.query<{ id: number; number: string }>(
      `select distinct on (sp.number) sp.id, sp.number from study_plan sp join scope s on s.id = sp.scope_id
       where ? like s.path || '%' order by sp.number, s.level desc`,
      [scope.path],
      em,
    );
    const ids = new Map(found.map((p) => [p.number, p.id]));
    for (const plan of plans) {
      if (ids.has(plan.number)) continue;
      const [row] = await this.db.query<{ id: number }>(
        'insert into study_plan (scope_id, name, number) values (?, ?, ?) returning id',
        [scope.id, JSON.stringify(plan.name), plan.number],
        em,
      );
      ids.set(plan.number, row.id);
    }
    return ids;
  }

  private async writeLines(em: Em, scope: ScopeRecord, lines: ImportLine[], courseType: CourseTypeCode) {
    const plans = await this.planIds(
      em,
      scope,
      lines.map((l) => ({ number: l.planNumber, name: { ar: l.planAr, en: l.planEn } })),
    );
    for (let i = 0; i < lines.length; i += 500) {
      const chunk = lines.slice(i, i + 500);
      await this.db.query(
        `insert into course (scope_id, name, course_type, study_plan_id, course_code) values ${chunk
          .map(() => '(?, ?, ?, ?, ?)')
          .join(', ')}`,
        chunk.flatMap((l) => [
          scope.id,
          JSON.stringify({ ar: l.nameAr, en: l.nameEn }),
          courseType,
          plans.get(l.planNumber),
          l.code,
        ]),
        em,
      );
    }
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
    const [user] = await this.db.query<{ origin: string; can_sync_courses: boolean }>(
      'select origin, can_sync_courses from app_user where id = ?',
      [auth.userId],
    );
    if (user?.origin === '10.5.') throw new DomainError(403, 'cannotSyncOutsideUser');
    if (!user?.can_sync_courses) throw new DomainError(403, 'noRightSyncCourses');
  }

  /** Courses of a scope from the SIS: new ones are added, known ones (same IHId) updated. */
  async serviceImport(
    auth: RequestAuth,
    appIdParam: string,
    scopeId?: number,
  ): Promise<ServiceImportResponse> {
    this.access.app(auth, appIdParam, Right.add, ['165.1.1.']);
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
        const [row] = await this.db.query<{ inserted: boolean }>(
          `insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id)
           values (?, ?, ?, ?, ?, ?)
           on conflict (scope_id, ih_id) where ih_id is not null do update set name = excluded.name,
             course_type = excluded.course_type, study_plan_id = excluded.study_plan_id,
             course_code = excluded.course_code, updated_at = now()
           returning (xmax = 0) as inserted`,
          [
            scope.id,
            JSON.stringify(c.name),
            c.courseType,
            plans.get(c.studyPlan.number),
            c.courseCode,
            c.ihId,
          ],
          em,
        );
        if (row.inserted) created++;
      }
      return { created, updated: courses.length - created };
    });
    this.counts.clear();
    return { message: fill(M.serviceImported, result), total: courses.length, ...result };
  }

  private async masterRole(scope: ScopeRecord) {
    const [role] = await this.db.query<{
      id: number;
      name: Bilingual;
      rights: AppRights;
      scope_id: number;
      scope_name: Bilingual;
    }>(
      `select r.id, r.name, r.rights, r.scope_id, s.name as scope_name from app_role r join scope s on s.id = r.scope_id
       where r.is_master and ? like s.path || '%' order by s.level desc limit 1`,
      [scope.path],
    );
    return role;
  }

  /** The master role imported instructors of this scope would receive (the nearest faculty's). */
  async importRole(auth: RequestAuth, appIdParam: string, scopeId: number): Promise<ImportRoleResponse> {
    this.access.app(auth, appIdParam, Right.importInstructors, ['165.1.1.']);
    const role = await this.masterRole(await this.access.scope(auth, scopeId));
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
  async importInstructors(
    auth: RequestAuth,
    appIdParam: string,
    scopeId: number,
  ): Promise<ImportInstructorsResponse> {
    this.access.app(auth, appIdParam, Right.importInstructors, ['165.1.1.']);
    const scope = await this.access.scope(auth, scopeId);
    const role = await this.masterRole(scope);
    if (!role) throw DomainError.of(422, M.noMasterRole);
    const instructors = await this.sisCall(() => this.sis.instructors(scope.code));
    const result = await this.db.transaction(async (em) => {
      let created = 0;
      for (const ins of instructors) {
        const [user] = await this.db.query<{ id: number; inserted: boolean }>(
          `insert into app_user (username, name, password_hash, email, origin, scope_id, selected_scope_id, rights)
           values (?, ?, 'external$', ?, '10.2.', ?, ?, ?)
           on conflict (lower(username)) do update set name = excluded.name,
             rights = case when app_user.origin = '10.2.' then excluded.rights else app_user.rights end,
             updated_at = now()
           returning id, (xmax = 0) as inserted`,
          [
            ins.username,
            JSON.stringify(ins.name),
            ins.email,
            scope.id,
            scope.id,
            JSON.stringify(role.rights),
          ],
          em,
        );
        if (user.inserted) created++;
        if (ins.courses.length)
          await this.db.query(
            `insert into course_staff (course_id, user_id)
             select c.id, ? from course c join scope s on s.id = c.scope_id
             where s.path like ? and c.ih_id in (select jsonb_array_elements_text(?::jsonb))
             on conflict do nothing`,
            [user.id, `${scope.path}%`, JSON.stringify(ins.courses)],
            em,
          );
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
      const found = await this.db.query<{ id: number; name: Bilingual }>(
        `select c.id, c.name from course c join scope s on s.id = c.scope_id
         where s.path like ? and c.ih_id in (select jsonb_array_elements_text(?::jsonb)) order by c.id`,
        [`${auth.scopePath}%`, JSON.stringify(ihIds)],
        em,
      );
      await this.db.query('delete from course_staff where user_id = ?', [auth.userId], em);
      if (found.length)
        await this.db.query(
          'insert into course_staff (course_id, user_id) select unnest(?::int[]), ?',
          [`{${found.map((c) => c.id).join(',')}}`, auth.userId],
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

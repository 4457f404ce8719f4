import { Injectable } from '@nestjs/common';
import { type AppId, Right } from '@mizan/domain/access';
import { COURSE_ACTIVITY, COURSE_TYPES, codesOf } from '@mizan/domain/codes';
import {
  COURSE_MESSAGES,
  type CourseActivationResponse,
  type CourseAddFilters,
  type CourseEditResponse,
  type CourseElectronicExamsResponse,
  type CourseFoundation,
  type CourseListQuery,
  type CourseListResponse,
  type CourseSavedResponse,
  type CourseSubjectsResponse,
  type CourseTypeOption,
  type CourseViewResponse,
  type ExamRedirectResponse,
  type MessageResponse,
  type StudyPlanOption,
  courseActivationSchema,
  courseAddSchema,
  courseEditSchema,
} from '@mizan/domain/courses';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { flatRows, flexibleTree, loadIlos } from '../course-ilos/course-ilo.tree.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import {
  COURSE_APPS,
  CourseAccess,
  type CourseRecord,
  courseInfo,
  type ScopeRecord,
} from './course-access.js';
import { CourseCountCache } from './course-count.cache.js';
import { CourseHooks } from './course-hooks.js';
import { courseListSql, STAGE_COURSE_TYPES } from './course-list.query.js';

type CourseAddBody = z.output<typeof courseAddSchema>;
type CourseEditBody = z.output<typeof courseEditSchema>;
type ActivationBody = z.output<typeof courseActivationSchema>;

const M = COURSE_MESSAGES;
const only11: readonly AppId[] = ['165.1.1.'];
/** The course list of the subjects area shows active courses only (SPEC 7). */
const ACTIVE_ONLY_APPS: readonly AppId[] = ['165.1.2.'];

export function courseTypeOptions(stage?: string): CourseTypeOption[] {
  const allowed = stage ? STAGE_COURSE_TYPES[stage] : undefined;
  return codesOf(COURSE_TYPES)
    .filter((code) => !allowed || allowed.includes(code))
    .map((code) => ({ baID: code, baName: { ar: COURSE_TYPES[code].ar, en: COURSE_TYPES[code].en } }));
}

interface PlanRecord {
  id: number;
  scope_id: number;
  name: StudyPlanOption['name'];
  number: string;
  scope_path: string;
}

const planOption = (p: PlanRecord): StudyPlanOption => ({
  id: p.id,
  name: p.name,
  number: p.number,
  scopeId: p.scope_id,
});

@Injectable()
export class CoursesService {
  constructor(
    private readonly db: Db,
    private readonly access: CourseAccess,
    private readonly hooks: CourseHooks,
    private readonly counts: CourseCountCache,
  ) {}

  async list(auth: RequestAuth, appIdParam: string, q: CourseListQuery): Promise<CourseListResponse> {
    const appId = this.access.app(auth, appIdParam, Right.view, COURSE_APPS);
    // The selected scope's path comes with the session: no lookup on the hot path.
    const scopePath = q.scope ? (await this.access.scope(auth, q.scope)).path : auth.selectedScopePath;
    const activeStatus = ACTIVE_ONLY_APPS.includes(appId) ? '1' : q.activeStatus;
    const sql = courseListSql({ ...q, activeStatus }, scopePath, STAGE_COURSE_TYPES[auth.activeStage]);
    const [rows, totalItems] = await Promise.all([
      this.db.query<CourseRecord>(sql.rows.sql, sql.rows.params),
      this.counts.get(JSON.stringify([sql.count.sql, sql.count.params]), async () => {
        const [row] = await this.db.query<{ n: number }>(sql.count.sql, sql.count.params);
        return row.n;
      }),
    ]);
    const offset = (q.page - 1) * q.limit;
    return {
      courses: rows.map((r, i) => ({ index: offset + i + 1, ...courseInfo(r, auth) })),
      currentPage: q.page,
      totalItems,
      courseTypes: courseTypeOptions(auth.activeStage),
      rights: [...(auth.rights[appId] ?? [])],
    };
  }

  /** Options of the advanced search: course types, the study plans in the selected scope, statuses. */
  async addFilters(auth: RequestAuth, appIdParam: string): Promise<CourseAddFilters> {
    this.access.app(auth, appIdParam, Right.view, COURSE_APPS);
    const plans = await this.db.query<PlanRecord>(
      `select sp.id, sp.scope_id, sp.name, sp.number, s.path as scope_path from study_plan sp
       join scope s on s.id = sp.scope_id where s.path like ? order by sp.number, sp.id`,
      [`${auth.selectedScopePath}%`],
    );
    return {
      courseTypes: courseTypeOptions(auth.activeStage),
      studyPlans: plans.map(planOption),
      activeStatuses: (['1', '0'] as const).map((id) => ({
        id,
        name: { ar: COURSE_ACTIVITY[id].ar, en: COURSE_ACTIVITY[id].en },
      })),
    };
  }

  async view(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
    onlyInfo: boolean,
  ): Promise<CourseViewResponse> {
    this.access.app(auth, appIdParam, Right.view, COURSE_APPS);
    const course = await this.access.course(auth, courseId);
    if (onlyInfo) return { course: courseInfo(course, auth), courseIlos: [] };
    const ilos = await loadIlos(this.db, courseId);
    return {
      course: courseInfo(course, auth),
      courseIlos: course.flexible_ilos ? flexibleTree(ilos) : flatRows(ilos),
    };
  }

  /** Study plans usable in a scope: its own and those of the scopes above it. */
  private plansFor(scopePath: string, em?: Em): Promise<PlanRecord[]> {
    return this.db.query<PlanRecord>(
      `select sp.id, sp.scope_id, sp.name, sp.number, s.path as scope_path from study_plan sp
       join scope s on s.id = sp.scope_id where ? like s.path || '%' order by sp.number, sp.id`,
      [scopePath],
      em,
    );
  }

  async foundation(auth: RequestAuth, appIdParam: string, scopeId?: number): Promise<CourseFoundation> {
    this.access.app(auth, appIdParam, Right.add, only11);
    const scope = await this.access.scope(auth, scopeId);
    return this.foundationOf(scope, auth);
  }

  private async foundationOf(scope: ScopeRecord, auth: RequestAuth, em?: Em): Promise<CourseFoundation> {
    return {
      scope: { id: scope.id, name: scope.name },
      courseTypes: courseTypeOptions(auth.activeStage),
      studyPlans: (await this.plansFor(scope.path, em)).map(planOption),
    };
  }

  async editInfo(auth: RequestAuth, appIdParam: string, courseId: number): Promise<CourseEditResponse> {
    this.access.app(auth, appIdParam, Right.edit, only11);
    const course = await this.access.course(auth, courseId);
    const [{ n }] = await this.db.query<{ n: number }>(
      'select count(*)::int as n from course_ilo where course_id = ?',
      [courseId],
    );
    const scope = await this.db.query<ScopeRecord>(
      'select id, name, path, code, level from scope where id = ?',
      [course.scope_id],
    );
    return {
      course: courseInfo(course, auth),
      canChangeIloMode: n === 0,
      ...(await this.foundationOf(scope[0], { ...auth, activeStage: '*' })),
    };
  }

  /** 422 unless the plan serves the scope; 422 when the external id is another course's in the scope. */
  private async checkFields(
    em: Em,
    scope: { id: number; path: string },
    body: { studyPlanId: number; IHId: string | null },
    courseId?: number,
  ): Promise<void> {
    const plans = await this.plansFor(scope.path, em);
    if (!plans.some((p) => p.id === body.studyPlanId))
      throw DomainError.validation({ studyPlanId: M.studyPlanOutsideScope });
    if (body.IHId) {
      const taken = await this.db.query(
        'select 1 from course where scope_id = ? and ih_id = ? and id <> ?',
        [scope.id, body.IHId, courseId ?? 0],
        em,
      );
      if (taken.length) throw DomainError.validation({ IHId: M.ihIdTaken });
    }
  }

  async edit(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
    body: CourseEditBody,
  ): Promise<CourseSavedResponse> {
    this.access.app(auth, appIdParam, Right.edit, only11);
    await this.db.transaction(async (em) => {
      const course = await this.access.course(auth, courseId, em, true);
      await this.checkFields(em, { id: course.scope_id, path: course.scope_path }, body, courseId);
      if (body.flexibleIlos !== course.flexible_ilos) {
        const ilos = await this.db.query(
          'select 1 from course_ilo where course_id = ? limit 1',
          [courseId],
          em,
        );
        if (ilos.length) throw DomainError.validation({ flexibleIlos: M.iloModeLocked });
      }
      await this.db.query(
        `update course set name = ?, course_type = ?, study_plan_id = ?, course_code = ?, ih_id = ?,
           flexible_ilos = ?, updated_at = now() where id = ?`,
        [
          JSON.stringify(body.name),
          body.courseType,
          body.studyPlanId,
          body.courseCode,
          body.IHId,
          body.flexibleIlos,
          courseId,
        ],
        em,
      );
    });
    this.counts.clear();
    return { message: M.courseSaved, course: courseInfo(await this.access.course(auth, courseId), auth) };
  }

  async add(
    auth: RequestAuth,
    appIdParam: string,
    body: CourseAddBody,
  ): Promise<CourseSavedResponse & { courseId: number }> {
    this.access.app(auth, appIdParam, Right.add, only11);
    const courseId = await this.db.transaction(async (em) => {
      const scope = await this.access.scope(auth, body.scopeId, em);
      await this.checkFields(em, scope, body);
      const [row] = await this.db.query<{ id: number }>(
        `insert into course (scope_id, name, course_type, study_plan_id, course_code, ih_id, flexible_ilos, active)
         values (?, ?, ?, ?, ?, ?, ?, ?) returning id`,
        [
          scope.id,
          JSON.stringify(body.name),
          body.courseType,
          body.studyPlanId,
          body.courseCode,
          body.IHId,
          body.flexibleIlos,
          body.active,
        ],
        em,
      );
      return row.id;
    });
    this.counts.clear();
    const course = await this.access.course(auth, courseId);
    return { courseId, message: M.courseAdded, course: courseInfo(course, auth) };
  }

  async electronicExams(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
  ): Promise<CourseElectronicExamsResponse> {
    this.access.app(auth, appIdParam, Right.view, COURSE_APPS);
    await this.access.course(auth, courseId);
    const source = this.hooks.electronicExams;
    return { exams: source ? await source(courseId, this.db.em()) : [] };
  }

  async examRedirect(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
    examId: number,
  ): Promise<ExamRedirectResponse> {
    this.access.app(auth, appIdParam, Right.view, COURSE_APPS);
    await this.access.course(auth, courseId);
    const redirect = this.hooks.examRedirect
      ? await this.hooks.examRedirect(courseId, examId, this.db.em())
      : null;
    if (!redirect) throw notFound();
    return { redirect };
  }

  async courseSubjects(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
  ): Promise<CourseSubjectsResponse> {
    const appId = this.access.app(auth, appIdParam, Right.view, ['165.1.1.', '165.1.2.']);
    const course = await this.access.course(auth, courseId);
    const subjects = await this.db.query<{
      id: number;
      name: string;
      active: boolean;
      lecture_count: number | null;
    }>('select id, name, active, lecture_count from subject where course_id = ? order by id', [courseId]);
    return {
      subjects: subjects.map((s) => ({
        subjectId: s.id,
        subjectName: s.name,
        active: s.active,
        lectureCount: s.lecture_count,
      })),
      isFlexibleILOs: course.flexible_ilos,
      rights: [...(auth.rights[appId] ?? [])],
    };
  }

  /**
   * SPEC 4: deactivating deactivates every subject; activating activates the ticked subjects (at
   * least one when activateSubject), or none when activateSubject is false; no subjects: straight.
   */
  async activation(
    auth: RequestAuth,
    appIdParam: string,
    courseId: number,
    active: boolean,
    body: ActivationBody,
  ): Promise<CourseActivationResponse> {
    this.access.app(auth, appIdParam, Right.edit, only11);
    const result = await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      const subjects = await this.db.query<{ id: number }>(
        'select id from subject where course_id = ? order by id',
        [courseId],
        em,
      );
      await this.db.query(
        'update course set active = ?, updated_at = now() where id = ?',
        [active, courseId],
        em,
      );
      if (!active) {
        await this.db.query(
          'update subject set active = false, updated_at = now() where course_id = ?',
          [courseId],
          em,
        );
        return { message: M.courseDeactivated, active, activeSubjects: [] };
      }
      let message: Bilingual = M.courseActivated;
      if (subjects.length && body.activateSubject) {
        if (!body.subjects.length) throw DomainError.validation({ subjects: M.selectOneSubject });
        const own = new Set(subjects.map((s) => s.id));
        if (body.subjects.some((id) => !own.has(id)))
          throw DomainError.validation({ subjects: M.subjectNotInCourse });
        await this.db.query(
          'update subject set active = true, updated_at = now() where course_id = ? and id = any(?::int[])',
          [courseId, `{${body.subjects.join(',')}}`],
          em,
        );
        message = fill(M.courseActivatedWithSubjects, { count: new Set(body.subjects).size });
      }
      const activeSubjects = await this.db.query<{ id: number }>(
        'select id from subject where course_id = ? and active order by id',
        [courseId],
        em,
      );
      return { message, active, activeSubjects: activeSubjects.map((s) => s.id) };
    });
    this.counts.clear();
    return result;
  }

  /** SPEC 8: a course with subjects, ILOs, questions or exams cannot be deleted. */
  async remove(auth: RequestAuth, appIdParam: string, courseId: number): Promise<MessageResponse> {
    this.access.app(auth, appIdParam, Right.delete, only11);
    await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      const [used] = await this.db.query<{ used: boolean }>(
        `select exists (select 1 from subject where course_id = ?) or exists (select 1 from course_ilo where course_id = ?) as used`,
        [courseId, courseId],
        em,
      );
      if (used.used || (await this.hooks.courseHasContent(courseId, em)))
        throw DomainError.of(422, M.cannotDeleteCourse);
      await this.db.query('delete from course where id = ?', [courseId], em);
    });
    this.counts.clear();
    return { message: M.courseDeleted };
  }
}

import { Injectable } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
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
import { flatRows, flexibleTree } from '../course-ilos/course-ilo.tree.js';
import { CourseIlosStore } from '../course-ilos/course-ilos.store.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { readPage } from '../database/page-marks.js';
import { CourseAccess, courseInfo, courseListRow, courseTypeName } from './course-access.js';
import { CourseCountCache } from './course-count.cache.js';
import { CourseHooks } from './course-hooks.js';
import { courseListSql, STAGE_COURSE_TYPES } from './course-list.query.js';
import { type CourseFields, CoursesStore, type PlanRecord, type ScopeRecord } from './courses.store.js';
import { SubjectsStore } from '../subjects/subjects.store.js';

type CourseAddBody = z.output<typeof courseAddSchema>;
type CourseEditBody = z.output<typeof courseEditSchema>;
type ActivationBody = z.output<typeof courseActivationSchema>;

const M = COURSE_MESSAGES;
/** The course list of the subjects area shows active courses only (SPEC 7). */
const ACTIVE_ONLY_APPS: readonly AppId[] = ['165.1.2.'];

/** The course types a stage sees, built once per stage (every course list answer carries them): read only. */
const typeOptionsByStage = new Map<string | undefined, CourseTypeOption[]>();

export function courseTypeOptions(stage?: string): CourseTypeOption[] {
  let options = typeOptionsByStage.get(stage);
  if (!options) {
    const allowed = stage ? STAGE_COURSE_TYPES[stage] : undefined;
    options = codesOf(COURSE_TYPES)
      .filter((code) => !allowed || allowed.includes(code))
      .map((code) => ({ baID: code, baName: courseTypeName(code) }));
    typeOptionsByStage.set(stage, options);
  }
  return options;
}

const fields = (body: CourseAddBody | CourseEditBody): CourseFields => ({
  name: body.name,
  courseType: body.courseType,
  studyPlanId: body.studyPlanId,
  courseCode: body.courseCode,
  IHId: body.IHId,
  flexibleIlos: body.flexibleIlos,
});

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
    private readonly store: CoursesStore,
    private readonly subjects: SubjectsStore,
    private readonly ilos: CourseIlosStore,
    private readonly access: CourseAccess,
    private readonly hooks: CourseHooks,
    private readonly counts: CourseCountCache,
  ) {}

  async list(auth: RequestAuth, appId: AppId, q: CourseListQuery): Promise<CourseListResponse> {
    // The selected scope's path comes with the session: no lookup on the hot path.
    const scopePath = q.scope ? (await this.access.scope(auth, q.scope)).path : auth.selectedScopePath;
    const activeStatus = ACTIVE_ONLY_APPS.includes(appId) ? '1' : q.activeStatus;
    const filter = { ...q, activeStatus };
    const stageTypes = STAGE_COURSE_TYPES[auth.activeStage];
    const sql = courseListSql(filter, scopePath, stageTypes);
    const [rows, totalItems] = await Promise.all([
      // Without a mark a plan is the page's own (pagePlan of limit and page): the statement built above.
      readPage(this.counts.marks, sql.list, q.limit, q.page, (plan) =>
        this.store.listPage((plan.mark ? courseListSql(filter, scopePath, stageTypes, plan) : sql).rows),
      ),
      this.counts.get(JSON.stringify([sql.count.sql, sql.count.params]), () =>
        this.store.listCount(sql.count),
      ),
    ]);
    const offset = (q.page - 1) * q.limit;
    return {
      courses: rows.map((r, i) => courseListRow(r, auth, offset + i + 1)),
      currentPage: q.page,
      totalItems,
      courseTypes: courseTypeOptions(auth.activeStage),
      rights: [...(auth.rights[appId] ?? [])],
    };
  }

  /** Options of the advanced search: course types, the study plans in the selected scope, statuses. */
  async addFilters(auth: RequestAuth): Promise<CourseAddFilters> {
    const plans = await this.store.plansUnder(auth.selectedScopePath);
    return {
      courseTypes: courseTypeOptions(auth.activeStage),
      studyPlans: plans.map(planOption),
      activeStatuses: (['1', '0'] as const).map((id) => ({
        id,
        name: { ar: COURSE_ACTIVITY[id].ar, en: COURSE_ACTIVITY[id].en },
      })),
    };
  }

  async view(auth: RequestAuth, courseId: number, onlyInfo: boolean): Promise<CourseViewResponse> {
    const course = await this.access.course(auth, courseId);
    if (onlyInfo) return { course: courseInfo(course, auth), courseIlos: [] };
    const ilos = await this.ilos.ofCourse(courseId);
    return {
      course: courseInfo(course, auth),
      courseIlos: course.flexible_ilos ? flexibleTree(ilos) : flatRows(ilos),
    };
  }

  async foundation(auth: RequestAuth, scopeId?: number): Promise<CourseFoundation> {
    const scope = await this.access.scope(auth, scopeId);
    return this.foundationOf(scope, auth);
  }

  private async foundationOf(scope: ScopeRecord, auth: RequestAuth, em?: Em): Promise<CourseFoundation> {
    return {
      scope: { id: scope.id, name: scope.name },
      courseTypes: courseTypeOptions(auth.activeStage),
      studyPlans: (await this.store.plansServing(scope.path, em)).map(planOption),
    };
  }

  async editInfo(auth: RequestAuth, courseId: number): Promise<CourseEditResponse> {
    const course = await this.access.course(auth, courseId);
    const scope = await this.store.scope(course.scope_id);
    return {
      course: courseInfo(course, auth),
      canChangeIloMode: (await this.ilos.count(courseId)) === 0,
      ...(await this.foundationOf(scope!, { ...auth, activeStage: '*' })),
    };
  }

  /** 422 unless the plan serves the scope; 422 when the external id is another course's in the scope. */
  private async checkFields(
    em: Em,
    scope: { id: number; path: string },
    body: { studyPlanId: number; IHId: string | null },
    courseId?: number,
  ): Promise<void> {
    const plans = await this.store.plansServing(scope.path, em);
    if (!plans.some((p) => p.id === body.studyPlanId))
      throw DomainError.validation({ studyPlanId: M.studyPlanOutsideScope });
    if (body.IHId && (await this.store.ihIdTaken(scope.id, body.IHId, courseId, em)))
      throw DomainError.validation({ IHId: M.ihIdTaken });
  }

  async edit(auth: RequestAuth, courseId: number, body: CourseEditBody): Promise<CourseSavedResponse> {
    await this.db.transaction(async (em) => {
      const course = await this.access.course(auth, courseId, em, true);
      await this.checkFields(em, { id: course.scope_id, path: course.scope_path }, body, courseId);
      if (body.flexibleIlos !== course.flexible_ilos && (await this.ilos.count(courseId, em)) > 0)
        throw DomainError.validation({ flexibleIlos: M.iloModeLocked });
      await this.store.update(courseId, fields(body), em);
    });
    this.counts.clear();
    return { message: M.courseSaved, course: courseInfo(await this.access.course(auth, courseId), auth) };
  }

  async add(auth: RequestAuth, body: CourseAddBody): Promise<CourseSavedResponse & { courseId: number }> {
    const courseId = await this.db.transaction(async (em) => {
      const scope = await this.access.scope(auth, body.scopeId, em);
      await this.checkFields(em, scope, body);
      return this.store.add(scope.id, { ...fields(body), active: body.active }, em);
    });
    this.counts.clear();
    const course = await this.access.course(auth, courseId);
    return { courseId, message: M.courseAdded, course: courseInfo(course, auth) };
  }

  async electronicExams(auth: RequestAuth, courseId: number): Promise<CourseElectronicExamsResponse> {
    await this.access.course(auth, courseId);
    const source = this.hooks.electronicExams;
    return { exams: source ? await source(courseId, this.db.em()) : [] };
  }

  async examRedirect(auth: RequestAuth, courseId: number, examId: number): Promise<ExamRedirectResponse> {
    await this.access.course(auth, courseId);
    const redirect = this.hooks.examRedirect
      ? await this.hooks.examRedirect(courseId, examId, this.db.em())
      : null;
    if (!redirect) throw notFound();
    return { redirect };
  }

  async courseSubjects(auth: RequestAuth, appId: AppId, courseId: number): Promise<CourseSubjectsResponse> {
    const course = await this.access.course(auth, courseId);
    const subjects = await this.subjects.ofCourse(courseId);
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
    courseId: number,
    active: boolean,
    body: ActivationBody,
  ): Promise<CourseActivationResponse> {
    const result = await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      const subjects = await this.subjects.ofCourse(courseId, { em });
      await this.store.setActive(courseId, active, em);
      if (!active) {
        await this.subjects.deactivateAll(courseId, em);
        return { message: M.courseDeactivated, active, activeSubjects: [] };
      }
      let message: Bilingual = M.courseActivated;
      if (subjects.length && body.activateSubject) {
        if (!body.subjects.length) throw DomainError.validation({ subjects: M.selectOneSubject });
        const own = new Set(subjects.map((s) => s.id));
        if (body.subjects.some((id) => !own.has(id)))
          throw DomainError.validation({ subjects: M.subjectNotInCourse });
        await this.subjects.activate(courseId, body.subjects, em);
        message = fill(M.courseActivatedWithSubjects, { count: new Set(body.subjects).size });
      }
      const activeSubjects = await this.subjects.ofCourse(courseId, { active: true, em });
      return { message, active, activeSubjects: activeSubjects.map((s) => s.id) };
    });
    this.counts.clear();
    return result;
  }

  /** SPEC 8: a course with subjects, ILOs, questions or exams cannot be deleted. */
  async remove(auth: RequestAuth, courseId: number): Promise<MessageResponse> {
    await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      const used = (await this.subjects.hasAny(courseId, em)) || (await this.ilos.count(courseId, em)) > 0;
      if (used || (await this.hooks.courseHasContent(courseId, em)))
        throw DomainError.of(422, M.cannotDeleteCourse);
      await this.store.remove(courseId, em);
    });
    this.counts.clear();
    return { message: M.courseDeleted };
  }
}

import { Injectable } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import type { MessageResponse } from '@mizan/domain/courses';
import { type Bilingual } from '@mizan/domain/i18n';
import {
  SUBJECT_MESSAGES,
  type SubjectAddResponse,
  type SubjectDetailResponse,
  type SubjectItem,
  type SubjectListResponse,
  type SubjectIlosResponse,
  subjectBodySchema,
} from '@mizan/domain/subjects';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { iloTree } from '../course-ilos/course-ilo.tree.js';
import { CourseIlosStore, type IloRecord } from '../course-ilos/course-ilos.store.js';
import { CourseAccess, type CourseRecord } from '../courses/course-access.js';
import { CourseHooks } from '../courses/course-hooks.js';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';
import { type SubjectRecord, SubjectsStore } from './subjects.store.js';

type SubjectBody = z.output<typeof subjectBodySchema>;
type SubjectForm = SubjectBody['subject'];

const M = SUBJECT_MESSAGES;

const field = (name: string, text: Bilingual) => DomainError.validation({ [`subject.${name}`]: text });
const fields = (form: SubjectForm, active: boolean) => ({
  name: form.txtSubjectName,
  active,
  lectureCount: form.numLectureCount ?? null,
});

@Injectable()
export class SubjectsService {
  constructor(
    private readonly db: Db,
    private readonly store: SubjectsStore,
    private readonly courseIlos: CourseIlosStore,
    private readonly access: CourseAccess,
    private readonly hooks: CourseHooks,
  ) {}

  private item(
    s: SubjectRecord,
    flexibleIlos: boolean,
    ilos: IloRecord[],
    selected: Set<number>,
  ): SubjectItem {
    return {
      subjectId: s.id,
      subjectName: s.name,
      active: s.active,
      lectureCount: s.lecture_count,
      ilos: iloTree(flexibleIlos, ilos, { selected, onlySelected: true }),
    };
  }

  /** The subject of the course, in the caller's scope; anything else is "not found". */
  private async subject(
    auth: RequestAuth,
    subjectId: number,
    courseId: number,
    em?: Em,
  ): Promise<{ course: CourseRecord; subject: SubjectRecord }> {
    const course = await this.access.course(auth, courseId, em, Boolean(em));
    const subject = await this.store.one(subjectId, courseId, em);
    if (!subject) throw notFound();
    return { course, subject };
  }

  async list(
    auth: RequestAuth,
    appId: AppId,
    courseId: number,
    activeStatus?: '1' | '0',
  ): Promise<SubjectListResponse> {
    const list = await this.store.list(
      courseId,
      auth.scopePath,
      activeStatus ? activeStatus === '1' : undefined,
    );
    if (!list) throw notFound();
    return {
      subjects: list.subjects.map((s) => this.item(s, list.flexible_ilos, list.ilos, new Set(s.picks))),
      rights: [...(auth.rights[appId] ?? [])],
      isFlexibleILOs: list.flexible_ilos,
    };
  }

  async detail(auth: RequestAuth, subjectId: number, courseId: number): Promise<SubjectDetailResponse> {
    const { course, subject } = await this.subject(auth, subjectId, courseId);
    const ilos = await this.courseIlos.ofCourse(courseId);
    const selected = (await this.store.picks([subjectId])).get(subjectId)!;
    const unremovable = await this.hooks.unremovableIlos(subjectId, this.db.em());
    return {
      subject: {
        ...this.item(subject, course.flexible_ilos, ilos, selected),
        isFlexibleILOs: course.flexible_ilos,
      },
      flexibleILOsFlag: course.flexible_ilos,
      courseIlos: iloTree(course.flexible_ilos, ilos, { selected, unremovable }),
      courseActive: course.active,
    };
  }

  async ilos(auth: RequestAuth, courseId: number, subjectId?: number): Promise<SubjectIlosResponse> {
    const course = subjectId
      ? (await this.subject(auth, subjectId, courseId)).course
      : await this.access.course(auth, courseId);
    const ilos = await this.courseIlos.ofCourse(courseId);
    const selected = subjectId ? (await this.store.picks([subjectId])).get(subjectId)! : new Set<number>();
    const unremovable = subjectId
      ? await this.hooks.unremovableIlos(subjectId, this.db.em())
      : new Set<number>();
    return {
      courseIlos: iloTree(course.flexible_ilos, ilos, { selected, unremovable }),
      flexibleILOs: course.flexible_ilos,
    };
  }

  /**
   * The ILO picks of the form as one set. Fixed mode: ilosNOChild are ILOs without sub-ILOs,
   * chkILO sub-ILOs, ilosWithChild ILOs with sub-ILOs (a ticked sub-ILO's ILO is added to it).
   * Flexible mode: flexibleILOs, any node of the tree.
   */
  private selection(form: SubjectForm, course: CourseRecord, ilos: IloRecord[]): Set<number> {
    const byId = new Map(ilos.map((r) => [r.id, r]));
    const hasChildren = new Set(ilos.filter((r) => r.parent_id !== null).map((r) => r.parent_id!));
    const fixedLists = {
      ilosNOChild: form.ilosNOChild,
      ilosWithChild: form.ilosWithChild,
      chkILO: form.chkILO,
    };
    const selected = new Set<number>();
    const check = (name: string, ids: number[] | undefined, fits: (r: IloRecord) => boolean) => {
      for (const id of ids ?? []) {
        const ilo = byId.get(id);
        if (!ilo) throw field(name, M.iloNotInCourse);
        if (!fits(ilo)) throw field(name, M.iloWrongList);
        selected.add(id);
      }
    };
    if (course.flexible_ilos) {
      for (const [name, ids] of Object.entries(fixedLists))
        if (ids?.length) throw field(name, M.iloWrongList);
      check('flexibleILOs', form.flexibleILOs, () => true);
      return selected;
    }
    if (form.flexibleILOs?.length) throw field('flexibleILOs', M.iloWrongList);
    check('ilosNOChild', form.ilosNOChild, (r) => r.parent_id === null && !hasChildren.has(r.id));
    check('ilosWithChild', form.ilosWithChild, (r) => r.parent_id === null && hasChildren.has(r.id));
    check('chkILO', form.chkILO, (r) => r.parent_id !== null);
    for (const id of form.chkILO ?? []) selected.add(byId.get(id)!.parent_id!);
    return selected;
  }

  /** SPEC 4: a subject cannot be active on an inactive course (courseEditDisabled). */
  private status(form: SubjectForm, course: CourseRecord, current?: boolean): boolean {
    const active = form.drpSubjectStatus ? form.drpSubjectStatus === '1' : (current ?? course.active);
    if (active && !course.active) throw field('drpSubjectStatus', M.courseEditDisabled);
    return active;
  }

  async add(
    auth: RequestAuth,
    queryCourseId: number | undefined,
    body: SubjectBody,
  ): Promise<SubjectAddResponse> {
    if (queryCourseId && queryCourseId !== body.courseId) throw notFound();
    const subjectId = await this.db.transaction(async (em) => {
      const course = await this.access.course(auth, body.courseId, em, true);
      const active = this.status(body.subject, course);
      const selected = this.selection(body.subject, course, await this.courseIlos.ofCourse(course.id, em));
      const id = await this.store.add(course.id, fields(body.subject, active), em);
      await this.store.savePicks(id, selected, em);
      return id;
    });
    return { subjectId, message: M.subjectAdded };
  }

  async update(auth: RequestAuth, subjectId: number, body: SubjectBody): Promise<MessageResponse> {
    await this.db.transaction(async (em) => {
      const { course, subject } = await this.subject(auth, subjectId, body.courseId, em);
      const active = this.status(body.subject, course, subject.active);
      const selected = this.selection(body.subject, course, await this.courseIlos.ofCourse(course.id, em));
      const unremovable = await this.hooks.unremovableIlos(subjectId, em);
      for (const id of unremovable) if (!selected.has(id)) throw DomainError.of(422, M.iloUnremovable);
      await this.store.update(subjectId, fields(body.subject, active), em);
      await this.store.savePicks(subjectId, selected, em);
    });
    return { message: M.subjectSaved };
  }

  async remove(auth: RequestAuth, subjectId: number, courseId: number): Promise<MessageResponse> {
    await this.db.transaction(async (em) => {
      await this.subject(auth, subjectId, courseId, em);
      if (await this.hooks.subjectHasContent(subjectId, em)) throw DomainError.of(422, M.cannotDeleteSubject);
      await this.store.remove(subjectId, em);
    });
    return { message: M.subjectDeleted };
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AppId } from '@mizan/domain/access';
import { LANGUAGES } from '@mizan/domain/codes';
import type { CourseIlosLangResponse, MessageResponse } from '@mizan/domain/courses';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import {
  COURSE_ILO_MESSAGES,
  type CourseIloTree,
  FLEXIBLE_ILO_DEPTH_MAX,
  type IloInput,
  iloImportSchema,
} from '@mizan/domain/course-ilos';
import { type Bilingual, fill } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { CourseAccess } from '../courses/course-access.js';
import { CourseHooks } from '../courses/course-hooks.js';
import { SIS_ADAPTER, type SisAdapter, SisUnavailable } from '../courses/sis/sis-adapter.js';
import { Db } from '../database/db.service.js';
import { SubjectsStore } from '../subjects/subjects.store.js';
import { iloTree, subtreeIds, topIlos } from './course-ilo.tree.js';
import { CourseIlosStore, type IloRecord } from './course-ilos.store.js';

const M = COURSE_ILO_MESSAGES;
/** The apps whose screens manage a course's ILOs (the calls live under the courses path). */
export const ILO_APPS: readonly AppId[] = ['165.1.3.', '165.1.1.'];
const countMessage = () => fill(M.ilosCount, { min: LIMITS.courseIlosMin, max: LIMITS.courseIlosMax });

export interface IloImportResponse extends MessageResponse {
  iloCount: number;
  courseIlos: CourseIloTree;
}

@Injectable()
export class CourseIlosService {
  private readonly log = new Logger(CourseIlosService.name);

  constructor(
    private readonly db: Db,
    private readonly store: CourseIlosStore,
    private readonly subjects: SubjectsStore,
    private readonly access: CourseAccess,
    private readonly hooks: CourseHooks,
    @Inject(SIS_ADAPTER) private readonly sis: SisAdapter,
  ) {}

  async ilosLang(auth: RequestAuth, courseId: number): Promise<CourseIlosLangResponse> {
    const course = await this.access.course(auth, courseId);
    const rows = await this.store.ofCourse(courseId);
    const has = (lang: 'ar' | 'en') => rows.some((r) => r.description[lang]?.trim());
    return {
      languages: (['4.1.', '4.2.'] as const).map((langId) => ({
        langId,
        name: { ar: LANGUAGES[langId].ar, en: LANGUAGES[langId].en },
        imported: has(LANGUAGES[langId].lang),
      })),
      flexibleILOs: course.flexible_ilos,
      iloCount: topIlos(rows).length,
      hasLinkedSubjects: await this.subjects.iloLinked({ courseId }),
    };
  }

  /** The shape must fit the course's mode: headers and one sub-level when fixed, a tree when flexible. */
  private checkShape(ilos: IloInput[], flexible: boolean): void {
    const walk = (nodes: IloInput[], depth: number, where: string) => {
      const codes = new Set<string>();
      for (const n of nodes) {
        if (flexible ? n.headerCode : depth === 1 ? !n.headerCode : n.headerCode)
          throw DomainError.validation({ ilos: M.wrongIloMode });
        if (depth > (flexible ? FLEXIBLE_ILO_DEPTH_MAX : 2))
          throw DomainError.validation({ ilos: M.iloTooDeep });
        const key = `${n.headerCode ?? ''}|${n.code}`;
        if (codes.has(key))
          throw DomainError.validation({ ilos: fill(M.duplicateIloCode, { code: `${where}${n.code}` }) });
        codes.add(key);
        walk(n.children ?? [], depth + 1, `${where}${n.code} / `);
      }
    };
    walk(ilos, 1, '');
  }

  /**
   * Imports ILOs in one language: a node whose code path (header, code, parent codes) exists gets
   * that language's description, the others are added. The course then has 1 to 10 ILOs.
   */
  async importIlos(
    auth: RequestAuth,
    courseId: number,
    body: z.output<typeof iloImportSchema>,
  ): Promise<IloImportResponse> {
    const lang = LANGUAGES[body.lang].lang;
    let ilos = body.ilos;
    if (!ilos) {
      const course = await this.access.course(auth, courseId);
      if (!course.ih_id) throw DomainError.of(422, M.courseHasNoIhId);
      if (!this.sis.configured()) throw DomainError.of(503, COURSE_MESSAGES.sisNotConfigured);
      try {
        ilos = await this.sis.courseIlos(course.ih_id, lang);
      } catch (error) {
        if (!(error instanceof SisUnavailable)) throw error;
        this.log.warn(error.message);
        throw DomainError.of(502, COURSE_MESSAGES.sisUnavailable);
      }
    }
    return this.db.transaction(async (em) => {
      const course = await this.access.course(auth, courseId, em, true);
      this.checkShape(ilos, course.flexible_ilos);
      const rows = await this.store.ofCourse(courseId, em);
      const byKey = new Map<string, IloRecord>();
      const keyOf = (parentKey: string, n: { headerCode?: string | null; code: string }) =>
        `${parentKey}/${n.headerCode ?? ''}|${n.code}`;
      const rowKeys = new Map<number, string>();
      const ordered = [...rows].sort((a, b) => a.depth - b.depth);
      for (const r of ordered) {
        const parentKey = r.parent_id === null ? '' : (rowKeys.get(r.parent_id) ?? `#${r.parent_id}`);
        const key = keyOf(parentKey, { headerCode: r.header_code, code: r.code });
        rowKeys.set(r.id, key);
        byKey.set(key, r);
      }
      const put = async (nodes: IloInput[], parentId: number | null, parentKey: string, depth: number) => {
        for (const [i, n] of nodes.entries()) {
          const key = keyOf(parentKey, n);
          const found = byKey.get(key);
          let id: number;
          if (found) {
            id = found.id;
            await this.store.setDescription(id, lang, n.description, em);
          } else {
            const description: Bilingual = { ar: '', en: '' };
            description[lang] = n.description;
            id = await this.store.add(
              courseId,
              { parentId, headerCode: n.headerCode ?? null, code: n.code, description, depth, sort: i },
              em,
            );
          }
          await put(n.children ?? [], id, key, depth + 1);
        }
      };
      await put(ilos, null, '', 1);
      const after = await this.store.ofCourse(courseId, em);
      const count = topIlos(after).length;
      if (count < LIMITS.courseIlosMin || count > LIMITS.courseIlosMax)
        throw DomainError.validation({ ilos: countMessage() });
      return { message: M.ilosImported, iloCount: count, courseIlos: iloTree(course.flexible_ilos, after) };
    });
  }

  /** Deletes an ILO and its sub-ILOs; refused while a subject uses any of them (SPEC 8). */
  async deleteIlo(auth: RequestAuth, courseId: number, iloId: number): Promise<MessageResponse> {
    await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      const rows = await this.store.ofCourse(courseId, em);
      const target = rows.find((r) => r.id === iloId);
      if (!target) throw notFound();
      const ids = subtreeIds(rows, iloId);
      if (await this.subjects.iloLinked({ iloIds: ids }, em))
        throw DomainError.of(422, M.cannotDeleteRelatedTopics);
      if (target.parent_id === null && topIlos(rows).length <= LIMITS.courseIlosMin)
        throw DomainError.of(422, M.lastIloDelete);
      await this.hooks.afterIloDelete(courseId, ids, em, auth.userId);
      await this.store.remove(ids, em);
    });
    return { message: M.iloDeleted };
  }

  /**
   * Deletes every ILO of the course; refused while subjects are linked. The questions area's
   * hook drops question-ILO links and sets every question of the course incomplete (SPEC 4).
   */
  async reset(auth: RequestAuth, courseId: number): Promise<MessageResponse> {
    await this.db.transaction(async (em) => {
      await this.access.course(auth, courseId, em, true);
      if (await this.subjects.iloLinked({ courseId }, em))
        throw DomainError.of(422, M.cannotResetRelatedSubjects);
      await this.hooks.afterIloReset(courseId, em, auth.userId);
      await this.store.removeAll(courseId, em);
    });
    return { message: M.ilosReset };
  }
}

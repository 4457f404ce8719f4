import { Injectable } from '@nestjs/common';
import type { CourseTypeCode } from '@mizan/domain/codes';
import { type Bilingual, type Lang, pick } from '@mizan/domain/i18n';
import { REPORT_MESSAGES } from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { DomainError } from '../common/domain-error.js';
import { STAGE_COURSE_TYPES } from '../courses/course-list.query.js';
import { CoursesStore, type ScopeRecord } from '../courses/courses.store.js';
import { isWithin } from '../scopes/scopes.service.js';
import { ScopesStore } from '../scopes/scopes.store.js';

/**
 * Where a report may look (SPEC 6: numbers restricted to the caller's scope and stage): a scope at
 * or under the user's own (else 404 with the reports' own text), and the user's current stage
 * (another stage is 403 unless the user works in all stages, '*').
 */
@Injectable()
export class ReportScope {
  constructor(
    private readonly courses: CoursesStore,
    private readonly scopes: ScopesStore,
  ) {}

  async scope(auth: RequestAuth, scopeId?: number): Promise<ScopeRecord> {
    const row = await this.courses.scope(scopeId ?? auth.selectedScopeId);
    if (!row || !isWithin(row.path, auth.scopePath)) throw DomainError.of(404, REPORT_MESSAGES.scopeOutside);
    return row;
  }

  courseTypes(auth: RequestAuth, stage?: string): readonly CourseTypeCode[] | undefined {
    if (stage && auth.activeStage !== '*' && stage !== auth.activeStage)
      throw DomainError.of(403, REPORT_MESSAGES.stageNotYours);
    return STAGE_COURSE_TYPES[stage ?? auth.activeStage];
  }

  /** Names of the scope at `path`, everything under it and the scopes above it. */
  async names(path: string): Promise<Map<number, Bilingual>> {
    const under = await this.scopes.under(path);
    const names = new Map(under.map((s) => [s.id, s.name]));
    for (const id of path.split('/').filter(Boolean).map(Number))
      if (!names.has(id)) {
        const row = await this.scopes.byId(id);
        if (row) names.set(id, row.name);
      }
    return names;
  }
}

/** A course as a report's title names it: its code, then its name in the language. */
export const courseLabel = (c: { name: Bilingual; courseCode: string | null }, lang: Lang) =>
  [c.courseCode, pick(c.name, lang)].filter(Boolean).join(' ');

import { Inject, Injectable } from '@nestjs/common';
import { APP_IDS, type AppRights, type HeldApp } from '@mizan/domain/access';
import type { ScopePathItem, SessionInfo, StageItem } from '@mizan/domain/auth';
import { STAGES } from '@mizan/domain/codes';
import type { Bilingual } from '@mizan/domain/i18n';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import { issueSessionToken } from './signed-token.js';
import { SessionStore } from './session.store.js';

export const imageUrl = (u: { username: string; hasImage: boolean; updatedAt: Date }) =>
  u.hasImage ? `/api/users/${encodeURIComponent(u.username)}/image?v=${u.updatedAt.getTime()}` : null;

interface SessionRow {
  username: string;
  name: Bilingual;
  has_image: boolean;
  updated_at: Date | string;
  can_sync_courses: boolean;
  reset_password: boolean;
  reset_message: Bilingual | null;
  technical_support: boolean;
  rights: AppRights;
  stages: StageItem['id'][];
  active_stage: StageItem['id'];
  own_level: number;
  selected_scope_id: number;
  scope_name: Bilingual;
  scope_level: number;
  is_department: boolean;
  is_last_level: boolean;
  child_count: number;
  scope_path: ScopePathItem[];
}

/** Builds the session body shared by login, portal login, GET /api/auth/session, scope and stage changes. */
@Injectable()
export class SessionInfoService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async build(userId: number, sessionId: string, expiresAt: Date): Promise<SessionInfo> {
    // One statement: the user, the selected scope with its child count, and its path of ancestors
    // from the user's own scope down (found by primary key from the materialised path).
    const [u] = await this.db.hot<SessionRow>(
      'session_info',
      `select u.username, u.name, u.has_image, u.updated_at, u.can_sync_courses, u.reset_password,
         u.reset_message, u.technical_support, u.rights, u.stages, u.active_stage, own.level as own_level,
         sel.id as selected_scope_id, sel.name as scope_name, sel.level as scope_level, sel.is_department,
         sel.is_last_level, (select count(*)::int from scope c where c.parent_id = sel.id) as child_count,
         (select json_agg(json_build_object('id', a.id, 'name', a.name) order by a.level) from scope a
           where a.id = any(string_to_array(trim(both '/' from sel.path), '/')::int[]) and a.level >= own.level
         ) as scope_path
       from app_user u join scope own on own.id = u.scope_id join scope sel on sel.id = u.selected_scope_id
       where u.id = ?`,
      [userId],
    );
    return {
      token: issueSessionToken(await this.sessions.tokenSecret(), sessionId),
      username: u.username,
      name: u.name,
      userImage: imageUrl({ username: u.username, hasImage: u.has_image, updatedAt: new Date(u.updated_at) }),
      canSyncCourses: u.can_sync_courses,
      resetPassword: u.reset_password,
      resetMessage: u.reset_message ?? null,
      sessionDuration: this.config.sessionDuration,
      sessionExpiry: expiresAt.toISOString(),
      technicalSupport: u.technical_support,
      apps: heldApps(u.rights),
      stages: {
        activeStageId: u.active_stage,
        items: u.stages.map((id) => ({ id, name: { ar: STAGES[id].ar, en: STAGES[id].en } })),
      },
      scope: {
        selectedScopeId: u.selected_scope_id,
        name: u.scope_name,
        childCount: u.child_count,
        path: u.scope_path,
        startLevel: u.own_level,
        level: u.scope_level,
        isLastLevel: u.is_last_level || u.child_count === 0,
        isDepartmentLevel: u.is_department,
      },
    };
  }
}

/** Apps in code-table order, only those with at least one right. */
export function heldApps(rights: AppRights): HeldApp[] {
  return APP_IDS.filter((id) => rights[id]?.length).map((appId) => ({ appId, rights: [...rights[appId]!] }));
}

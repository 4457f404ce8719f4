import { Inject, Injectable } from '@nestjs/common';
import { APP_IDS, type AppRights, type HeldApp } from '@mizan/domain/access';
import type { SessionInfo, StageItem } from '@mizan/domain/auth';
import { STAGES } from '@mizan/domain/codes';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { Db } from '../database/db.service.js';
import { ScopesService } from '../scopes/scopes.service.js';
import { type User, UserSchema } from '../users/user.entity.js';
import { issueSessionToken } from './signed-token.js';
import { SessionStore } from './session.store.js';

export const imageUrl = (u: Pick<User, 'username' | 'hasImage' | 'updatedAt'>) =>
  u.hasImage ? `/api/users/${encodeURIComponent(u.username)}/image?v=${u.updatedAt.getTime()}` : null;

/** Builds the session body shared by login, portal login, GET /api/auth/session, scope and stage changes. */
@Injectable()
export class SessionInfoService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionStore,
    private readonly scopes: ScopesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async build(userId: number, sessionId: string, expiresAt: Date): Promise<SessionInfo> {
    const user = await this.db.em().findOneOrFail(UserSchema, userId);
    const stageItems: StageItem[] = user.stages.map((id) => ({
      id,
      name: { ar: STAGES[id].ar, en: STAGES[id].en },
    }));
    return {
      token: issueSessionToken(await this.sessions.tokenSecret(), sessionId),
      username: user.username,
      name: user.name,
      userImage: imageUrl(user),
      canSyncCourses: user.canSyncCourses,
      resetPassword: user.resetPassword,
      resetMessage: user.resetMessage ?? null,
      sessionDuration: this.config.sessionDuration,
      sessionExpiry: expiresAt.toISOString(),
      technicalSupport: user.technicalSupport,
      apps: heldApps(user.rights),
      stages: { activeStageId: user.activeStage as StageItem['id'], items: stageItems },
      scope: await this.scopes.info(user.selectedScope.id, user.scope.id),
    };
  }
}

/** Apps in code-table order, only those with at least one right. */
export function heldApps(rights: AppRights): HeldApp[] {
  return APP_IDS.filter((id) => rights[id]?.length).map((appId) => ({ appId, rights: [...rights[appId]!] }));
}

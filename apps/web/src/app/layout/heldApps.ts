import { APP_GROUPS, APP_IDS, APPS, type AppGroupId, type AppId } from '@mizan/domain/access';
import type { SessionInfo } from '@mizan/domain/auth';

export interface HeldGroup {
  groupId: AppGroupId;
  appIds: AppId[];
}

/** The apps a session holds, in spec order, grouped by system group (SPEC 6); empty groups are left out. */
export function heldGroups(session: SessionInfo | null): HeldGroup[] {
  const held = new Set(session?.apps.filter((a) => a.rights.length > 0).map((a) => a.appId));
  return (Object.keys(APP_GROUPS) as AppGroupId[])
    .map((groupId) => ({
      groupId,
      appIds: APP_IDS.filter((id) => APPS[id].group === groupId && held.has(id)),
    }))
    .filter((g) => g.appIds.length > 0);
}

import type { AppGroupId, AppId, RightCode } from '@mizan/domain/access';
import { persisted } from './storage';

/** What the route guard records on entering a section (SPEC 2 'Route guard', SPEC 3 'Other client state'). */
export interface ActiveApp {
  appId: AppId;
  /** The system group (sub-system) the app belongs to. */
  subsystem: AppGroupId;
  /** The right the current route needs. */
  childRight: RightCode;
}

export const activeAppAtom = persisted<ActiveApp | null>('app', null);

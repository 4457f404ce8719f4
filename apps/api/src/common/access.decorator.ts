import { applyDecorators, SetMetadata } from '@nestjs/common';
import type { AppId, RightCode } from '@mizan/domain/access';
import { checkedInRead } from './session-in-read.js';

export const ACCESS_KEY = 'mizan:access';

/** What a route needs. Every route declares exactly one (a test walks them all). */
export type AccessRule =
  | { kind: 'public' }
  /** Any live session; `duringReset` lets it through while a forced password reset is pending. */
  | { kind: 'session'; duringReset?: boolean }
  /**
   * `appId` is the route's own app. With `pathApps`, the route serves every app in that list under
   * its `:appId` path segment (SPEC 7 '{appId}'): another app there gets 404, and the right is
   * checked on the app the path names. With `sessionInRead` (a list: it only reads), the session is
   * checked again inside the route's first read's statement (session-in-read.ts).
   */
  | { kind: 'right'; appId: AppId; right: RightCode; pathApps?: readonly AppId[]; sessionInRead?: boolean }
  /** An electronic exam's student session (electronic-exams/student.guard.ts), never a staff one. */
  | { kind: 'student' };

/** Open to anyone: login, portal login, the login page's texts, health. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Needs a live session but no app right (the user's own session, profile). */
export const Authenticated = (opts: { duringReset?: boolean } = {}) =>
  SetMetadata(ACCESS_KEY, { kind: 'session', ...opts } satisfies AccessRule);

/** Needs a live session holding `right` on `appId` (SPEC 6), e.g. @Access('165.1.1.', Right.add). */
export const Access = (
  appId: AppId,
  right: RightCode,
  opts: { pathApps?: readonly AppId[]; sessionInRead?: boolean } = {},
) => {
  const rule = SetMetadata(ACCESS_KEY, { kind: 'right', appId, right, ...opts } satisfies AccessRule);
  return opts.sessionInRead ? applyDecorators(rule, checkedInRead()) : rule;
};

/** Needs a student's exam session (not a staff session); its own guard checks the student token. */
export const StudentSession = () => SetMetadata(ACCESS_KEY, { kind: 'student' } satisfies AccessRule);

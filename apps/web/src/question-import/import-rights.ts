import { type AppRights, type HeldApp, hasRight, Right } from '@mizan/domain/access';

/**
 * SPEC 4: importing questions as approved skips review, so it needs the right to decide reviews
 * (edit 9.4. on 165.2.2.). The session's rights hold over the user's scope, which the course is in
 * (the screen's course loads only then); the API checks the same on the commit.
 */
export const canImportApproved = (apps: AppRights | HeldApp[] | undefined): boolean =>
  !!apps && hasRight(apps, '165.2.2.', Right.edit);

import { STUDENT_TOKEN_PREFIX } from '@mizan/domain/electronic-exams';
import { sign, verifySignature } from '../auth/signed-token.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A student's exam token: `stu.<sessionId>.<issuedAt>.<signature>`. Four parts and the prefix, so the
 * staff token reader (three parts) never accepts one, and a staff token is never read as this. The
 * attempt row decides whether the session still lives (a newer sign-in replaces it).
 */
export function issueStudentToken(secret: string, sessionId: string, now = Date.now()): string {
  const data = `${STUDENT_TOKEN_PREFIX}${sessionId}.${now.toString(36)}`;
  return `${data}.${sign(secret, data)}`;
}

export function readStudentToken(secret: string, token: string): string | null {
  if (!token.startsWith(STUDENT_TOKEN_PREFIX)) return null;
  const parts = token.slice(STUDENT_TOKEN_PREFIX.length).split('.');
  if (parts.length !== 3) return null;
  const [id, issued, sig] = parts;
  if (!UUID.test(id) || !/^[0-9a-z]{1,12}$/.test(issued)) return null;
  return verifySignature(secret, `${STUDENT_TOKEN_PREFIX}${id}.${issued}`, sig) ? id : null;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `data`, base64url: the signature used by session and portal tokens. */
export function sign(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('base64url');
}

export function verifySignature(secret: string, data: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, data));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Session token: `<sessionId>.<issuedAt>.<signature>`. The signature lets forged tokens be
 * refused without touching the database; the session row decides whether a genuine one still lives.
 * Each response carries a fresh one (new issuedAt); older ones of a live session stay valid, so
 * concurrent requests from one tab never race each other.
 */
export function issueSessionToken(secret: string, sessionId: string, now = Date.now()): string {
  const data = `${sessionId}.${now.toString(36)}`;
  return `${data}.${sign(secret, data)}`;
}

export function readSessionToken(secret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [id, issued, sig] = parts;
  if (!UUID.test(id) || !/^[0-9a-z]{1,12}$/.test(issued)) return null;
  return verifySignature(secret, `${id}.${issued}`, sig) ? id : null;
}

export interface PortalClaims {
  username: string;
  /** Unix seconds. */
  exp: number;
  nonce: string;
}

/** Portal token: base64url(JSON {username, exp, nonce}) + '.' + HMAC, signed by the university portal. */
export function readPortalToken(secret: string, token: string): PortalClaims | null {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || !verifySignature(secret, payload, sig)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PortalClaims;
    const valid =
      typeof claims.username === 'string' &&
      typeof claims.exp === 'number' &&
      typeof claims.nonce === 'string' &&
      claims.nonce.length >= 8 &&
      claims.nonce.length <= 100;
    return valid ? claims : null;
  } catch {
    return null;
  }
}

export function issuePortalToken(secret: string, claims: PortalClaims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

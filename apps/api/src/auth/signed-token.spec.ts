import { randomUUID } from 'node:crypto';
import { issuePortalToken, issueSessionToken, readPortalToken, readSessionToken } from './signed-token.js';

describe('session tokens', () => {
  const secret = 'test-secret';
  const id = randomUUID();

  it('reads back the session id of a token it issued', () => {
    expect(readSessionToken(secret, issueSessionToken(secret, id))).toBe(id);
  });

  it('issues a fresh token each time for the same session', () => {
    expect(issueSessionToken(secret, id, 1)).not.toBe(issueSessionToken(secret, id, 2));
  });

  it.each([
    ['another secret', issueSessionToken('other', id)],
    ['a changed session id', issueSessionToken(secret, id).replace(id, randomUUID())],
    ['garbage', 'not-a-token'],
    ['an empty string', ''],
    ['extra parts', `${issueSessionToken(secret, id)}.x`],
  ])('refuses %s', (_, token) => {
    expect(readSessionToken(secret, token)).toBeNull();
  });
});

describe('portal tokens', () => {
  const secret = 'portal-secret';
  const claims = { username: 'creator', exp: 1_900_000_000, nonce: 'n-12345678' };

  it('reads the claims of a genuine token', () => {
    expect(readPortalToken(secret, issuePortalToken(secret, claims))).toEqual(claims);
  });

  it('refuses a forged signature or tampered payload', () => {
    expect(readPortalToken(secret, issuePortalToken('forger', claims))).toBeNull();
    const [, sig] = issuePortalToken(secret, claims).split('.');
    const tampered = Buffer.from(JSON.stringify({ ...claims, username: 'admin' })).toString('base64url');
    expect(readPortalToken(secret, `${tampered}.${sig}`)).toBeNull();
  });
});

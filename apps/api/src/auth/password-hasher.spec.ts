import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hasher.js';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Admin@12345');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Admin@12345');
    await expect(verifyPassword('Admin@12345', stored)).resolves.toBe(true);
    await expect(verifyPassword('admin@12345', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('Same@1234')).not.toBe(await hashPassword('Same@1234'));
  });

  it('refuses a malformed stored value', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });

  it("costs an unknown user's login what a known one's costs: the dummy hash has the same parameters", async () => {
    const real = await hashPassword('Admin@12345');
    expect(DUMMY_HASH.split('$').slice(0, 4)).toEqual(real.split('$').slice(0, 4));
    expect(Buffer.from(DUMMY_HASH.split('$')[5], 'base64url')).toHaveLength(32);
    await expect(verifyPassword('Admin@12345', DUMMY_HASH)).resolves.toBe(false);
  });
});

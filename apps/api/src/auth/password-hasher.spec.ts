import { hashPassword, verifyPassword } from './password-hasher.js';

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
});

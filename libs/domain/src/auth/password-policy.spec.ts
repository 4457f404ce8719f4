import { isStrongPassword } from './password-policy.js';

describe('isStrongPassword (SPEC 5 Account)', () => {
  it.each([
    ['Admin@12345', true],
    ['Aa1!aaaa', true],
    ['Aa1!    ', false], // four spaces do not make it eight characters
    ['Aa1!\u200b\u200b\u200b\u200b', false], // nor four zero-width spaces
    ['Aa1!\u00a0\u00a0\u00a0\u00a0', false], // nor no-break spaces
    ['Aa1 aaaa', false], // a space is no symbol
    ['Aa1\u200baaaa', false], // nor is a zero-width space
    ['Aa1\u00adaaaa', false], // nor a soft hyphen
    ['aa1!aaaa', false],
    ['AA1!AAAA', false],
    ['Aaa!aaaa', false],
    ['Aa1!aaa', false],
    [`Aa1!${'a'.repeat(124)}`, true],
    [`Aa1!${'a'.repeat(125)}`, false],
    ['Aa1! aaa a', true], // spaces may be typed between the counted characters
  ])('%j -> %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });
});

import { describe, expect, it } from '@jest/globals';
import { Right } from '@mizan/domain/access';
import { canImportApproved } from './import-rights';

describe('165.2.1. import as approved (SPEC 4)', () => {
  it('needs edit on 165.2.2., not only the question bank rights', () => {
    expect(canImportApproved([{ appId: '165.2.1.', rights: [Right.view, Right.add, Right.edit] }])).toBe(
      false,
    );
    expect(canImportApproved([{ appId: '165.2.2.', rights: [Right.view] }])).toBe(false);
    expect(canImportApproved([{ appId: '165.2.2.', rights: [Right.view, Right.edit] }])).toBe(true);
    expect(canImportApproved(undefined)).toBe(false);
  });
});

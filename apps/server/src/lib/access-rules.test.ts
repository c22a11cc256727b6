import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertAdmin, assertOwnerOrAdmin, isAdmin } from './access-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const user = { id: 2, role: 'USER' } as const;

describe('the access rules every area builds on', () => {
  it('knows an admin, and nobody without a session as one', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(user)).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('lets only an admin past the admin check', () => {
    expect(() => assertAdmin(admin)).not.toThrow();
    expect(() => assertAdmin(user)).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notAdmin }),
    );
  });

  it('lets an owner, any of several owners, and an admin past the owner check', () => {
    expect(() => assertOwnerOrAdmin(user, 2)).not.toThrow();
    expect(() => assertOwnerOrAdmin(user, 7, 2)).not.toThrow();
    expect(() => assertOwnerOrAdmin(admin, 7)).not.toThrow();
    expect(() => assertOwnerOrAdmin(user, 7, 8)).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notOwner }),
    );
  });
});

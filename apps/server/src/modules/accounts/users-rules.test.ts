import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import type { User } from '@giglane/contract/users';
import { assertMayChangeRole, assertMayEditUser, profileFor, SIGN_UP_ROLE } from './users-rules';

const admin = { id: 1, role: 'ADMIN' } as const;
const owner = { id: 2, role: 'USER' } as const;
const other = { id: 3, role: 'USER' } as const;

const found: User = {
  id: owner.id,
  name: 'Owner',
  email: 'owner@example.com',
  password: '',
  phone: '0900',
  birthday: '01/02/1990',
  avatar: '',
  gender: true,
  role: 'USER',
  skill: ['Logo'],
  certification: ['Cert'],
  bookingJob: ['7'],
  createdAt: '2026-11-24T00:00:00.000Z',
};

describe('reading a profile', () => {
  it('gives its owner and admins the whole user', () => {
    expect(profileFor(owner, found)).toEqual(found);
    expect(profileFor(admin, found)).toEqual(found);
  });

  it('gives anyone else, signed in or not, the public part only', () => {
    const publicPart = {
      id: found.id,
      name: found.name,
      avatar: found.avatar,
      role: found.role,
      skill: found.skill,
      certification: found.certification,
      createdAt: found.createdAt,
    };
    expect(profileFor(other, found)).toEqual(publicPart);
    expect(profileFor(null, found)).toEqual(publicPart);
  });
});

describe('editing a profile', () => {
  it('is for its owner or an admin', () => {
    expect(() => assertMayEditUser(owner, owner.id)).not.toThrow();
    expect(() => assertMayEditUser(admin, owner.id)).not.toThrow();
    expect(() => assertMayEditUser(other, owner.id)).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notOwner }),
    );
  });

  it('changes a role only by an admin, while the unchanged role may be sent back by anyone', () => {
    expect(() => assertMayChangeRole(owner, 'USER', undefined)).not.toThrow();
    expect(() => assertMayChangeRole(owner, 'USER', 'USER')).not.toThrow();
    expect(() => assertMayChangeRole(admin, 'USER', 'ADMIN')).not.toThrow();
    expect(() => assertMayChangeRole(owner, 'USER', 'ADMIN')).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notAdmin }),
    );
  });

  it('makes every account that signs up a plain user', () => {
    expect(SIGN_UP_ROLE).toBe('USER');
  });
});

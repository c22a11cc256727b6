import { describe, expect, it } from 'vitest';
import { serverText } from '@giglane/contract/server-text';
import { assertMayWriteGigs, sellerOfNewGig, uploadGigNotFound } from './original-gigs';

const admin = { id: 1, role: 'ADMIN' } as const;
const seller = { id: 2, role: 'USER' } as const;

describe('writing gigs', () => {
  it('is for admins only, sellers included in "anyone else"', () => {
    expect(() => assertMayWriteGigs(admin)).not.toThrow();
    expect(() => assertMayWriteGigs(seller)).toThrow(
      expect.objectContaining({ statusCode: 403, content: serverText.notAdmin }),
    );
  });

  it('gives a new gig the seller the admin names, or the admin', () => {
    expect(sellerOfNewGig(admin, seller.id)).toBe(seller.id);
    expect(sellerOfNewGig(admin, undefined)).toBe(admin.id);
  });

  it("answers a picture for a gig that is not there with the original's 400 and text", () => {
    expect(uploadGigNotFound()).toMatchObject({
      statusCode: 400,
      content: serverText.uploadJobNotFound,
    });
  });
});

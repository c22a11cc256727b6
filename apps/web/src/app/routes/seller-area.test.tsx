import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerGig } from '@giglane/contract/gig-offers';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import type { User } from '@giglane/contract/users';
import { endpointOf } from '../../lib/api/endpoint-url';
import { anna, wireMenu, wireSellerProfile } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as GigEditorPage } from './gig-editor';
import { Component as SellerArea } from './seller-area';

/** Another seller's draft, as the editor reads it. */
const gig: SellerGig = {
  id: 77,
  status: 'draft',
  title: 'I will design a minimalist logo for your brand',
  subcategoryId: 1,
  categoryId: 1,
  tags: ['logo'],
  packages: { basic: null, standard: null, premium: null },
  description: '',
  faq: [],
  pictures: [],
  missing: ['pricing: the Basic package'],
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const admin: User = { ...anna, id: 1, name: 'Giglane Admin', role: 'ADMIN' };

/**
 * `user`, signed in, selling (`sells`) or not, opens the editor at `at` (a saved gig's page, or
 * the new gig's) behind the seller area's guard, beside the pages the guard may send them to.
 */
function openEditor(user: User, sells: boolean, at: string) {
  saveSession('token', user);
  const profile = { ...wireSellerProfile, id: user.id, sellerSince: sells ? '2026-01-01' : null };
  stubFetch(({ method, path }) => {
    const endpoint = endpointOf(method, path);
    if (endpoint === 'getSellerProfile') return { content: profile };
    if (endpoint === 'getSellerGig') return { content: gig };
    if (endpoint === 'getCategoryMenu') return { content: wireMenu };
    return { status: 404, content: 'Not found' };
  });
  return renderWithApp(<GigEditorPage />, {
    path: at === pagePaths.newSellerGig() ? pagePatterns.newSellerGig : pagePatterns.editSellerGig,
    at,
    layout: <SellerArea />,
    routes: { [pagePatterns.becomeSeller]: <h1>Become a seller</h1> },
  });
}

const backLink = async () =>
  (await screen.findByRole('link', { name: /^← / })).getAttribute('href');

describe('the seller area', () => {
  it("lets an admin who sells nothing into a gig's editor, with a way back to the admin's list", async () => {
    openEditor(admin, false, pagePaths.editSellerGig(gig.id, 'overview'));
    expect(await screen.findByRole('heading', { name: gig.title })).toBeTruthy();
    expect(await backLink()).toBe(pagePaths.adminGigs());
    expect(screen.getByRole('link', { name: '← Manage Job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      pagePaths.adminGigs(),
    );
  });

  it('sends that admin to become a seller before starting a gig', async () => {
    openEditor(admin, false, pagePaths.newSellerGig());
    expect(await screen.findByRole('heading', { name: 'Become a seller' })).toBeTruthy();
  });

  it('keeps a user who sells nothing out of the editor', async () => {
    openEditor(anna, false, pagePaths.editSellerGig(gig.id, 'overview'));
    expect(await screen.findByRole('heading', { name: 'Become a seller' })).toBeTruthy();
  });

  it('leads a seller, an admin or not, back to their own gigs', async () => {
    for (const user of [anna, admin]) {
      const { unmount } = openEditor(user, true, pagePaths.editSellerGig(gig.id, 'overview'));
      expect(await backLink(), user.role).toBe(pagePaths.sellerGigs());
      unmount();
    }
  });
});

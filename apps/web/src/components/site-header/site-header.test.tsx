import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { anna, wireSellerProfile } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { SiteHeader } from './site-header';

/** The header for Anna signed in, her seller profile saying whether she sells. */
function headerFor(sellerSince: string | null) {
  saveSession('token-of-anna', anna);
  stubFetch(({ method, path }) => ({
    content:
      endpointOf(method, path) === 'getSellerProfile'
        ? { ...wireSellerProfile, id: anna.id, sellerSince }
        : [],
  }));
  renderWithApp(<SiteHeader />);
  return within(screen.getByRole('navigation', { name: 'Account' }));
}

describe("the header's account menu", () => {
  it('invites a user who sells nothing yet to become a seller', async () => {
    const account = headerFor(null);
    const link = await account.findByRole('link', { name: 'Become a seller' });
    expect(link.getAttribute('href')).toBe(pagePaths.becomeSeller());
    expect(account.queryByRole('link', { name: 'Seller dashboard' })).toBeNull();
  });

  it('takes a seller to their dashboard', async () => {
    const account = headerFor('2026-01-05T09:30:00.000Z');
    const link = await account.findByRole('link', { name: 'Seller dashboard' });
    expect(link.getAttribute('href')).toBe(pagePaths.sellerGigs());
    expect(account.queryByRole('link', { name: 'Become a seller' })).toBeNull();
  });

  it('takes a signed-in user to the orders they placed', async () => {
    const account = headerFor(null);
    const link = await account.findByRole('link', { name: 'Orders' });
    expect(link.getAttribute('href')).toBe(pagePaths.buyerOrders());
  });

  it('offers neither to a visitor, and asks nothing about selling', async () => {
    const requests = stubFetch(() => ({ content: [] }));
    renderWithApp(<SiteHeader />);
    const account = within(screen.getByRole('navigation', { name: 'Account' }));
    expect(account.getByRole('link', { name: 'Join' })).toBeDefined();
    expect(account.queryByRole('link', { name: /seller/i })).toBeNull();
    expect(account.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(
      requests.filter(({ method, path }) => endpointOf(method, path) === 'getSellerProfile'),
    ).toEqual([]);
  });
});

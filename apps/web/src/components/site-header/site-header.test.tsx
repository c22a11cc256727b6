import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { wireNotifications } from '../../lib/api/message-fixtures';
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

describe("the header's messages and notifications", () => {
  /** Anna signed in, with unread messages in 2 conversations and 1 unread notification. */
  function alertsFor() {
    saveSession('token-of-anna', anna);
    const requests = stubFetch(({ method, path }) => {
      switch (endpointOf(method, path)) {
        case 'getUnreadCounts':
          return { content: { conversations: 2, notifications: 1 } };
        case 'listNotifications':
          return { content: wireNotifications };
        case 'markAllNotificationsRead':
          return { content: { unread: 0 } };
        default:
          return { content: { ...wireSellerProfile, id: anna.id, sellerSince: null } };
      }
    });
    const view = renderWithApp(<SiteHeader />);
    return { requests, ...view };
  }

  it('links to the inbox with the number of conversations holding unread messages', async () => {
    alertsFor();
    const link = await screen.findByRole('link', { name: 'Messages, 2 unread' });
    expect(link.getAttribute('href')).toBe(pagePaths.inbox());
  });

  it('opens the latest notifications from the bell, marks them all read, and closes on Escape', async () => {
    const { user, requests } = alertsFor();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    const latest = within(screen.getByRole('region', { name: 'Latest notifications' }));
    const placed = await latest.findByRole('link', { name: /placed order GL000123/ });
    expect(placed.getAttribute('href')).toBe('/orders/123');
    expect(within(placed).getByText('Unread')).toBeDefined();
    expect(latest.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe(
      pagePaths.notifications(),
    );

    await user.click(latest.getByRole('button', { name: 'Mark all as read' }));
    expect(
      requests.filter(
        ({ method, path }) => endpointOf(method, path) === 'markAllNotificationsRead',
      ),
    ).toHaveLength(1);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('asks a visitor’s browser for no counts', () => {
    const requests = stubFetch(() => ({ content: [] }));
    renderWithApp(<SiteHeader />);
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(
      requests.filter(({ method, path }) => endpointOf(method, path) === 'getUnreadCounts'),
    ).toEqual([]);
  });
});

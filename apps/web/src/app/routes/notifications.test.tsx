import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { wireNotifications } from '../../lib/api/message-fixtures';
import { anna } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as NotificationsRoute } from './notifications';

/** Anna's notifications: one unread until she marks them all read. */
function showNotifications() {
  let unread = 1;
  const requests = stubFetch(({ method, path }) => {
    switch (endpointOf(method, path)) {
      case 'listNotifications':
        return {
          content: {
            ...wireNotifications,
            unread,
            data: wireNotifications.data.map((row) => ({ ...row, read: unread === 0 || row.read })),
          },
        };
      case 'markAllNotificationsRead':
        unread = 0;
        return { content: { unread: 0 } };
      default:
        return { status: 404, content: 'Not found' };
    }
  });
  saveSession('token-of-anna', anna);
  const view = renderWithApp(<NotificationsRoute />, { path: pagePatterns.notifications });
  return { requests, ...view };
}

describe('the notifications page', () => {
  it('says when the notifications could not be loaded, and asks again on Try again', async () => {
    let failing = true;
    stubFetch(({ method, path }) =>
      endpointOf(method, path) === 'listNotifications' && !failing
        ? { content: wireNotifications }
        : { status: 500, content: null },
    );
    saveSession('token-of-anna', anna);
    const { user } = renderWithApp(<NotificationsRoute />, { path: pagePatterns.notifications });
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeDefined();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/placed order GL000123/)).toBeDefined();
  });

  it('lists what happened, newest first, each linking to where it did', async () => {
    showNotifications();
    const list = within((await screen.findAllByRole('list'))[0]!);
    const [placed, message] = await list.findAllByRole('link');
    expect(placed!.textContent).toContain('Anna Nguyen placed order GL000123');
    expect(placed!.getAttribute('href')).toBe('/orders/123');
    expect(within(placed!).getByText('Unread')).toBeDefined();
    expect(message!.textContent).toContain('sent you a message');
    expect(message!.getAttribute('href')).toBe(pagePaths.conversation(5));
    expect(within(message!).queryByText('Unread')).toBeNull();
    expect(screen.getByText('1 unread')).toBeDefined();
  });

  it('marks them all read', async () => {
    const { user, requests } = showNotifications();
    expect(await screen.findByText('1 unread')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeDefined();
    await waitFor(() => expect(screen.queryByText('Unread')).toBeNull());
    expect(
      requests.filter(
        ({ method, path }) => endpointOf(method, path) === 'markAllNotificationsRead',
      ),
    ).toHaveLength(1);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all as read' }).disabled,
    ).toBe(true);
  });

  it('sends a visitor to sign in', async () => {
    stubFetch(() => ({ content: [] }));
    renderWithApp(<NotificationsRoute />, {
      path: pagePatterns.notifications,
      routes: { [pagePaths.login()]: <h1>Sign in</h1> },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
  });
});

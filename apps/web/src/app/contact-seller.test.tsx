import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../lib/api/endpoint-url';
import { wireConversation } from '../lib/api/message-fixtures';
import {
  anna,
  wireProfileDetails,
  wireSellerPage,
  wireSellerReviews,
} from '../lib/api/wire-fixtures';
import { saveSession } from '../lib/session';
import { stubFetch } from '../testing/fetch-stub';
import { renderWithApp } from '../testing/render';
import { SellerPage } from './routes/seller';

/** Seller 61's page; "Contact Me" opens conversation 5. */
function showSeller() {
  const requests = stubFetch(({ method, path }) => {
    switch (endpointOf(method, path)) {
      case 'getSeller':
        return { content: wireSellerPage };
      case 'getProfileDetails':
        return { content: wireProfileDetails };
      case 'startConversation':
        return { status: 201, content: wireConversation };
      case 'listReviewsHelpful':
        return { content: [] };
      default:
        return { content: wireSellerReviews };
    }
  });
  const view = renderWithApp(<SellerPage id={61} />, {
    path: pagePatterns.seller,
    at: pagePaths.seller(61),
    routes: {
      [pagePatterns.conversation]: <h1>Conversation</h1>,
      [pagePaths.login()]: <h1>Sign in</h1>,
    },
  });
  return { requests, ...view };
}

describe('Contact Me', () => {
  it('opens the signed-in user’s conversation with the seller in the inbox', async () => {
    saveSession('token-of-anna', anna);
    const { requests, user, router } = showSeller();
    await user.click(await screen.findByRole('button', { name: 'Contact Me' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeDefined();
    expect(router.state.location.pathname).toBe(pagePaths.conversation(5));
    const started = requests.filter(
      ({ method, path }) => endpointOf(method, path) === 'startConversation',
    );
    expect(started.map(({ body }) => body)).toEqual([{ sellerId: 61 }]);
  });

  it('asks a visitor to sign in first, and to come back here', async () => {
    const { user, router } = showSeller();
    await user.click(await screen.findByRole('button', { name: 'Contact Me' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeDefined();
    expect(router.state.location.state).toEqual({ from: pagePaths.seller(61) });
  });

  it('is not offered on the seller’s own page', async () => {
    saveSession('token-of-huy', { ...anna, id: 61 });
    showSeller();
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Contact Me' })).toBeNull();
  });
});

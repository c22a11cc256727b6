import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SellerGig, SellerGigRow } from '@giglane/contract/gig-offers';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../../lib/api/endpoint-url';
import { wireSellerOrderStats } from '../../../lib/api/wire-fixtures';
import { stubFetch, type SentRequest, type StubReply } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { MyGigs } from './my-gigs';

const picture = (name: string) => ({
  url: `http://127.0.0.1:4173/images/${name}.webp`,
  width: 1280,
  height: 720,
  sizes: [
    { width: 480, url: `http://127.0.0.1:4173/images/${name}-w480.webp` },
    { width: 1280, url: `http://127.0.0.1:4173/images/${name}.webp` },
  ],
});

const live: SellerGigRow = {
  id: 41,
  title: 'I will design a minimalist logo for your brand',
  status: 'active',
  cover: picture('logo'),
  minPrice: 25,
  maxPrice: 140,
  stars: 5,
  ratingCount: 12,
  orders: 19,
  openOrders: 2,
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const draft: SellerGigRow = {
  ...live,
  id: 42,
  title: 'I will write your product descriptions',
  status: 'draft',
  cover: null,
  minPrice: null,
  maxPrice: null,
  stars: 0,
  ratingCount: 0,
  orders: 0,
  openOrders: 0,
};
const paused: SellerGigRow = {
  ...live,
  id: 43,
  title: 'I will edit your podcast episode',
  status: 'paused',
  minPrice: 40,
  maxPrice: 40,
};

/** Deleted after its orders were completed: they stay, and so does the gig, archived. */
const archived: SellerGigRow = {
  ...live,
  id: 44,
  title: 'I will retouch your product photos',
  status: 'archived',
  orders: 3,
  openOrders: 0,
};
/** Completed orders only: deleting it archives it. */
const sold: SellerGigRow = { ...live, id: 45, title: 'I will name your startup', openOrders: 0 };

/** The editor's gig a status change answers with. */
const edited = (row: SellerGigRow, status: SellerGig['status']): SellerGig => ({
  id: row.id,
  status,
  title: row.title,
  subcategoryId: 1,
  categoryId: 1,
  tags: [],
  packages: { basic: null, standard: null, premium: null },
  description: '',
  faq: [],
  pictures: [],
  missing: [],
  updatedAt: row.updatedAt,
});

/**
 * A server holding `rows` as the seller's gigs: a status change or a deletion changes them, unless
 * `refuse` answers the request first.
 */
function stubServer(rows: SellerGigRow[], refuse?: (request: SentRequest) => StubReply | null) {
  let gigs = [...rows];
  return stubFetch((request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    const endpoint = endpointOf(request.method, request.path);
    const id = Number(/\/(\d+)(\/|$)/.exec(request.path)?.[1]);
    const row = gigs.find((gig) => gig.id === id);
    if (endpoint === 'listSellerGigs') return { content: gigs };
    if (endpoint === 'getSellerOrderStats') return { content: wireSellerOrderStats };
    if (endpoint === 'setGigStatus' && row) {
      const { status } = request.body as { status: 'active' | 'paused' };
      gigs = gigs.map((gig) => (gig.id === id ? { ...gig, status } : gig));
      return { content: edited(row, status) };
    }
    if (endpoint === 'deleteSellerGig' && row) {
      // As the server does: a gig that had orders is archived, one without them is deleted.
      const archive = row.orders > 0;
      gigs = archive
        ? gigs.map((gig) => (gig.id === id ? { ...gig, status: 'archived' as const } : gig))
        : gigs.filter((gig) => gig.id !== id);
      return { content: { archived: archive } };
    }
    return { status: 404, content: 'Not found' };
  });
}

function showMyGigs() {
  return renderWithApp(<MyGigs />, {
    path: pagePatterns.sellerGigs,
    routes: { [pagePatterns.newSellerGig]: <p>New gig page</p> },
  });
}

const rowOf = (title: string) => screen.getByText(title).closest('li') as HTMLElement;

describe('My gigs', () => {
  it('lists each gig with its status, price range, rating and orders', async () => {
    stubServer([live, draft, paused]);
    showMyGigs();

    await screen.findByText(live.title);
    const row = within(rowOf(live.title));
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('US$25 – US$140')).toBeTruthy();
    expect(row.getByText('(12)')).toBeTruthy();
    expect(row.getByText('· 2 open')).toBeTruthy();
    expect(row.getByRole('link', { name: `View ${live.title}` }).getAttribute('href')).toBe(
      pagePaths.gig(41),
    );
    expect(row.getByRole('link', { name: `Edit ${live.title}` }).getAttribute('href')).toBe(
      pagePaths.editSellerGig(41),
    );

    const unpriced = within(rowOf(draft.title));
    expect(unpriced.getByText('Draft')).toBeTruthy();
    expect(unpriced.getByText('Not priced')).toBeTruthy();
    expect(unpriced.getByRole('link', { name: 'Publish' }).getAttribute('href')).toBe(
      pagePaths.editSellerGig(42, 'publish'),
    );
    expect(within(rowOf(paused.title)).getByText('US$40')).toBeTruthy();
  });

  it("shows the value of the seller's completed orders and their orders, each order figure linking to its tab", async () => {
    stubServer([live, draft, paused]);
    showMyGigs();
    await screen.findByText(live.title);
    const figure = (label: string) => screen.getByText(label).closest('div')!.textContent;
    // No payment is taken yet: the completed orders' prices are no earnings.
    await waitFor(() =>
      expect(figure("Completed orders' value")).toBe("Completed orders' valueUS$1,840"),
    );
    expect(screen.queryByText(/earnings/i)).toBeNull();
    expect(figure('In queue')).toBe('In queue4');
    expect(figure('Late')).toBe('Late1');
    expect(screen.getByRole('link', { name: 'Active orders' }).getAttribute('href')).toBe(
      pagePaths.sellerOrders('active'),
    );
    expect(screen.getByRole('link', { name: 'Late' }).getAttribute('href')).toBe(
      pagePaths.sellerOrders('late'),
    );
  });

  it('filters the gigs by status, each tab with its count', async () => {
    stubServer([live, draft, paused]);
    const { user } = showMyGigs();
    await screen.findByText(live.title);

    await user.click(screen.getByRole('button', { name: 'Drafts (1)' }));
    expect(screen.getByText(draft.title)).toBeTruthy();
    expect(screen.queryByText(live.title)).toBeNull();
    expect(screen.queryByText(paused.title)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'All gigs (3)' }));
    expect(screen.getByText(paused.title)).toBeTruthy();
  });

  it('invites a seller without gigs to create the first one', async () => {
    stubServer([]);
    const { user } = showMyGigs();
    expect(await screen.findByRole('heading', { name: 'Create your first gig' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create a new gig' }));
    expect(await screen.findByText('New gig page')).toBeTruthy();
  });

  it('pauses a live gig and resumes a paused one', async () => {
    const requests = stubServer([live, paused]);
    const { user } = showMyGigs();
    await screen.findByText(live.title);

    await user.click(within(rowOf(live.title)).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('The gig is paused.')).toBeTruthy();
    await waitFor(() => expect(within(rowOf(live.title)).getByText('Paused')).toBeTruthy());
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      status: 'paused',
    });

    await user.click(within(rowOf(paused.title)).getByRole('button', { name: 'Resume' }));
    expect(await screen.findByText('The gig is live again.')).toBeTruthy();
    await waitFor(() => expect(within(rowOf(paused.title)).getByText('Active')).toBeTruthy());
  });

  it("shows the server's reason when a gig cannot be resumed", async () => {
    stubServer([paused], (request) =>
      request.method === 'PUT'
        ? { status: 400, content: 'status: the gig is not complete: pricing: the Basic package' }
        : null,
    );
    const { user } = showMyGigs();
    await screen.findByText(paused.title);
    await user.click(within(rowOf(paused.title)).getByRole('button', { name: 'Resume' }));
    expect(
      await screen.findByText('status: the gig is not complete: pricing: the Basic package'),
    ).toBeTruthy();
    expect(within(rowOf(paused.title)).getByText('Paused')).toBeTruthy();
  });

  it('deletes a gig once the seller confirms, and keeps it when they cancel', async () => {
    const requests = stubServer([live, draft]);
    const { user } = showMyGigs();
    await screen.findByText(draft.title);

    await user.click(screen.getByRole('button', { name: `Delete ${draft.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Delete "${draft.title}"? This cannot be undone.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete ${draft.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The gig is deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(draft.title)).toBeNull());
    expect(screen.getByText(live.title)).toBeTruthy();
  });

  it('archives a gig that had orders, saying its orders stay, and lists it under Archived', async () => {
    stubServer([sold]);
    const { user } = showMyGigs();
    await screen.findByText(sold.title);
    await user.click(screen.getByRole('button', { name: `Delete ${sold.title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'It has orders, so it will be archived: it leaves Giglane, and its orders, messages, deliveries and reviews stay.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('The gig is archived: its orders and reviews stay.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(rowOf(sold.title)).getByText('Archived')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Archived (1)' }));
    expect(screen.getByText(sold.title)).toBeTruthy();
  });

  it('shows an archived gig with a link to its page, and nothing to edit, pause or delete', async () => {
    stubServer([live, archived]);
    showMyGigs();
    await screen.findByText(archived.title);
    const row = within(rowOf(archived.title));
    expect(row.getByText('Archived')).toBeTruthy();
    expect(row.getByRole('link', { name: archived.title }).getAttribute('href')).toBe(
      pagePaths.gig(archived.id),
    );
    expect(row.getByRole('link', { name: `View ${archived.title}` }).getAttribute('href')).toBe(
      pagePaths.gig(archived.id),
    );
    for (const name of [`Edit ${archived.title}`, `Delete ${archived.title}`])
      expect(row.queryByRole('link', { name }) ?? row.queryByRole('button', { name })).toBeNull();
    expect(row.queryByRole('button', { name: /Pause|Resume/ })).toBeNull();
    // Archived gigs are no part of what the seller offers.
    expect(screen.getByText('1 of 1')).toBeTruthy();
  });

  it("shows the server's 409 when the gig still has open orders, and keeps the gig", async () => {
    const refusal = 'This gig has 2 open orders: complete them before deleting it';
    stubServer([live], (request) =>
      request.method === 'DELETE' ? { status: 409, content: refusal } : null,
    );
    const { user } = showMyGigs();
    await screen.findByText(live.title);
    await user.click(screen.getByRole('button', { name: `Delete ${live.title}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByText(live.title)).toBeTruthy();
  });
});

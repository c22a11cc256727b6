import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths } from '@giglane/contract/page-paths';
import { endpointOf, endpointUrl } from '../../../lib/api/endpoint-url';
import { orderedGigFromWire, type OrderedGig } from '../../../lib/api/orders';
import { wireOrderedGigs } from '../../../lib/api/wire-fixtures';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithApp } from '../../../testing/render';
import { OrderedGigs } from './ordered-gigs';

const [waiting, started] = wireOrderedGigs.map(orderedGigFromWire) as [OrderedGig, OrderedGig];

/** A server holding the buyer's orders; the original API's DELETE cancels one. */
function stubServer() {
  let orders = wireOrderedGigs;
  return stubFetch(({ method, path }) => {
    const endpoint = endpointOf(method, path);
    if (endpoint === 'deleteOrder') {
      orders = orders.map((order) =>
        path.endsWith(`/${order.id}`) ? { ...order, state: 'cancelled' as const } : order,
      );
      return { content: null };
    }
    return { content: orders };
  });
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe("the profile's orders", () => {
  it('shows each as the specification’s card with its state and a link to its page', async () => {
    stubServer();
    renderWithApp(<OrderedGigs />);
    const first = within(await screen.findByRole('article', { name: waiting.gig.name }));
    expect(first.getByText('Placed')).toBeDefined();
    expect(first.getByRole('link', { name: /^View order/ }).getAttribute('href')).toBe(
      pagePaths.order(31),
    );
    expect(within(card(started.gig.name)).getByText('In progress')).toBeDefined();
  });

  it('shows the package each order bought, at the price it was bought, not the gig’s Basic', async () => {
    stubServer();
    renderWithApp(<OrderedGigs />);
    // The gig's Basic package is US$60 today; this order bought its Standard one at US$80.
    const first = within(await screen.findByRole('article', { name: waiting.gig.name }));
    expect(first.getByText('Standard')).toBeDefined();
    expect(first.getByText('Funnel and emails')).toBeDefined();
    expect(first.getByText('A three-page funnel with its follow-up emails')).toBeDefined();
    expect(first.getByText('5 Days Delivery · 2 Revisions')).toBeDefined();
    expect(first.getByText('$80')).toBeDefined();
    expect(first.queryByText('$60')).toBeNull();
    expect(first.queryByText('Premium Sales Funnels without the premium price.')).toBeNull();
    const second = within(card(started.gig.name));
    expect(second.getByText('Basic')).toBeDefined();
    expect(second.getByText('$60')).toBeDefined();
  });

  it('offers DEL only while the order may be cancelled, and DEL cancels it', async () => {
    const requests = stubServer();
    const { user } = renderWithApp(<OrderedGigs />);
    await screen.findByRole('article', { name: waiting.gig.name });
    expect(within(card(started.gig.name)).queryByRole('button', { name: /^DEL/ })).toBeNull();

    await user.click(within(card(waiting.gig.name)).getByRole('button', { name: /^DEL/ }));
    const question = await screen.findByRole('dialog', {
      name: `Cancel your order of "${waiting.gig.name}"?`,
    });
    await user.click(within(question).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(within(card(waiting.gig.name)).getByText('Cancelled')).toBeDefined(),
    );
    expect(within(card(waiting.gig.name)).queryByRole('button', { name: /^DEL/ })).toBeNull();
    expect(
      requests
        .filter(({ method, path }) => endpointOf(method, path) === 'deleteOrder')
        .map(({ path }) => path),
    ).toEqual([endpointUrl('deleteOrder', { params: { id: 31 } })]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { wireOffSettings } from '../../lib/api/payment-fixtures';
import { anna, wireCheckout, wireOrderView } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch, type SentRequest, type StubReply } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as CheckoutRoute } from './checkout';

/** A server that offers gig 2 at checkout and places orders, unless `refuse` answers first. */
function stubServer(refuse?: (request: SentRequest) => StubReply | null) {
  return stubFetch((request) => {
    const refusal = refuse?.(request);
    if (refusal) return refusal;
    const endpoint = endpointOf(request.method, request.path);
    if (endpoint === 'getCheckout') return { content: wireCheckout };
    if (endpoint === 'getPaymentSettings') return { content: wireOffSettings };
    if (endpoint === 'placeOrder')
      return { status: 201, content: { ...wireOrderView, actions: ['cancel'] } };
    return { status: 404, content: 'Not found' };
  });
}

function showCheckout(at: string = pagePaths.checkout(2, 'standard')) {
  saveSession('token-of-anna', anna);
  return renderWithApp(<CheckoutRoute />, {
    path: pagePatterns.checkout,
    at,
    routes: {
      [pagePatterns.login]: <p>Login page</p>,
      [pagePatterns.order]: <p>Order page</p>,
    },
  });
}

const placed = (requests: SentRequest[]) =>
  requests.filter(({ method, path }) => endpointOf(method, path) === 'placeOrder');

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

describe('the checkout', () => {
  it("shows the gig, the package of the address with what it includes, the seller's questions and the total", async () => {
    stubServer();
    showCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeDefined();
    expect(screen.getByRole('link', { name: wireCheckout.gig.title })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Standard/ }).checked).toBe(true);
    const included = within(screen.getByRole('list', { name: "What's included" }));
    expect(included.getByText('7 Days Delivery')).toBeDefined();
    expect(included.getByText('Unlimited Revisions')).toBeDefined();
    expect(included.getByText('Upsell page')).toBeDefined();
    for (const question of wireCheckout.requirements)
      expect(screen.getByLabelText(new RegExp(question.replace('?', '\\?')))).toBeDefined();
    expect(summary().textContent).toContain('US$150');
    expect(summary().textContent).toContain('Payment is arranged with the seller.');
  });

  it('switches the package in place and in the address', async () => {
    stubServer();
    const { user, router } = showCheckout();
    await user.click(await screen.findByRole('radio', { name: /^Basic/ }));
    expect(summary().textContent).toContain('US$60');
    expect(router.state.location.search).toBe('?package=basic');
  });

  it('asks "Place this order?", then places the package with one key and no price', async () => {
    const requests = stubServer();
    const { user } = showCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Your order is placed' })).toBeDefined();
    expect(screen.getByText('GL000123')).toBeDefined();
    expect(within(screen.getByRole('status')).getByText('Order placed')).toBeDefined();
    expect(screen.queryByText(/book this job|Successful request/)).toBeNull();
    expect(screen.getByRole('link', { name: /View your order/ }).getAttribute('href')).toBe(
      pagePaths.order(123),
    );
    const [sent] = placed(requests);
    expect(sent!.body).toEqual({
      gigId: 2,
      package: 'standard',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
      quoteVersion: wireCheckout.quotes[1]!.version,
    });
  });

  it('shows the new figures when the seller changed the package, and places it only once the buyer confirms them', async () => {
    const was = wireCheckout.quotes[1]!;
    const now = { ...was, price: 10_000, total: 10_000, version: 'f'.repeat(32) };
    // The seller raised Standard after the checkout was read: the server answers with it now.
    const raised = {
      ...wireCheckout,
      packages: wireCheckout.packages.map((offered) =>
        offered.tier === 'standard' ? { ...offered, price: 10_000 } : offered,
      ),
      quotes: wireCheckout.quotes.map((quote) => (quote.tier === 'standard' ? now : quote)),
    };
    let checkoutReads = 0;
    const requests = stubServer((request) => {
      const endpoint = endpointOf(request.method, request.path);
      if (endpoint === 'getCheckout')
        return { content: checkoutReads++ === 0 ? wireCheckout : raised };
      if (
        endpoint === 'placeOrder' &&
        (request.body as { quoteVersion: string }).quoteVersion === was.version
      )
        return {
          status: 409,
          content: { reason: 'quoteVersion: the package changed', quote: now },
        };
      return null;
    });
    const { user } = showCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place order' }),
    );

    const notice = await within(summary()).findByRole('alert');
    expect(notice.textContent).toContain('The price changed: was US$150, now US$10,000.');
    expect(notice.textContent).toContain('Nothing was ordered.');
    expect(summary().textContent).toContain('US$10,000');
    expect(screen.queryByRole('heading', { name: 'Your order is placed' })).toBeNull();
    // The package beside it is read again and shows the new price too.
    expect(await screen.findByRole('radio', { name: /^Standard.*US\$10,000/ })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(dialog.textContent).toContain('US$10,000');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Your order is placed' });
    const [first, second] = placed(requests);
    expect((second!.body as { quoteVersion: string }).quoteVersion).toBe(now.version);
    // The same visit, the same key: the confirmation is the same order, not a second one.
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).toBe(
      (first!.body as { idempotencyKey: string }).idempotencyKey,
    );
  });

  it('orders nothing when the buyer answers No', async () => {
    const requests = stubServer();
    const { user } = showCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(placed(requests)).toEqual([]);
  });

  it('takes every answer or none: one alone is refused beside the blank one, all are sent', async () => {
    const requests = stubServer();
    const { user } = showCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    const [first, second] = wireCheckout.requirements.map((question) =>
      screen.getByLabelText(new RegExp(question.replace('?', '\\?'))),
    );
    await user.type(first!, 'Online yoga classes');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(second!.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(second!, 'Basic');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place order' }),
    );
    await screen.findByRole('heading', { name: 'Your order is placed' });
    expect((placed(requests)[0]!.body as { answers: string[] }).answers).toEqual([
      'Online yoga classes',
      'Basic',
    ]);
  });

  it("shows the server's reason beside Place order, and says the order could not be placed", async () => {
    stubServer((request) =>
      endpointOf(request.method, request.path) === 'placeOrder'
        ? { status: 400, content: 'gigId: must be a gig of another seller: not your own' }
        : null,
    );
    const { user } = showCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place order' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Place order' }),
    );
    const reason = await within(summary()).findByRole('alert');
    expect(reason.textContent).toBe('Must be a gig of another seller: not your own');
    expect(
      within(screen.getByRole('status')).getByText('Your order could not be placed'),
    ).toBeDefined();
    expect(
      within(summary())
        .getByRole('button', { name: 'Place order' })
        .getAttribute('aria-describedby'),
    ).toBe(reason.id);
  });

  it('says so when the gig is not for sale', async () => {
    stubFetch(() => ({ status: 404, content: 'Not found' }));
    showCheckout();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This gig is not for sale' }),
    ).toBeDefined();
  });

  it('sends a visitor to sign in, to come back to the same package', async () => {
    stubServer();
    const { router } = renderWithApp(<CheckoutRoute />, {
      path: pagePatterns.checkout,
      at: pagePaths.checkout(2, 'standard'),
      routes: { [pagePatterns.login]: <p>Login page</p> },
    });
    expect(await screen.findByText('Login page')).toBeDefined();
    expect(router.state.location.state).toEqual({ from: pagePaths.checkout(2, 'standard') });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import {
  wireOffSettings,
  wirePaidPayment,
  wireStripeSettings,
  wireTestSettings,
} from '../../lib/api/payment-fixtures';
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

describe('paying at the checkout (payments on)', () => {
  /** Standard with the server's fees: US$150, a service fee of US$8.25, US$158.25 in all. */
  const withFees = {
    ...wireCheckout,
    quotes: wireCheckout.quotes.map((quote) =>
      quote.tier === 'standard'
        ? { ...quote, fees: [{ name: 'Service fee', amount: 8.25 }], total: 158.25 }
        : quote,
    ),
  };

  /** A server taking payments: each test card does what the test processor does with it. */
  function payingServer() {
    return stubFetch((request) => {
      const endpoint = endpointOf(request.method, request.path);
      if (endpoint === 'getCheckout') return { content: withFees };
      if (endpoint === 'getPaymentSettings') return { content: wireTestSettings };
      if (endpoint === 'placeOrder')
        return { status: 201, content: { ...wireOrderView, state: 'placed', actions: [] } };
      if (endpoint === 'payOrder') {
        const { number } = (request.body as { card: { number: string } }).card;
        if (number === '4000000000000002')
          return { status: 402, content: 'generic_decline: Your card was declined.' };
        if (number === '4000002500003155')
          return {
            status: 201,
            content: {
              ...wirePaidPayment,
              state: 'requires_confirmation',
              payment: {
                ...wirePaidPayment.payment!,
                status: 'requires_confirmation',
                last4: '3155',
              },
              actions: ['confirm'],
            },
          };
        return { status: 201, content: wirePaidPayment };
      }
      if (endpoint === 'confirmOrderPayment') return { content: wirePaidPayment };
      return { status: 404, content: 'Not found' };
    });
  }

  const sent = (requests: SentRequest[], name: string) =>
    requests.filter(({ method, path }) => endpointOf(method, path) === name);

  async function typeCard(user: ReturnType<typeof showCheckout>['user'], number: string) {
    const field = screen.getByLabelText('Card number');
    await user.clear(field);
    await user.type(field, number);
    await user.clear(screen.getByLabelText('Expiry (MM/YY)'));
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.clear(screen.getByLabelText('CVC'));
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.clear(screen.getByLabelText('Name on card'));
    await user.type(screen.getByLabelText('Name on card'), 'Anna Nguyen');
  }

  async function placeIt(user: ReturnType<typeof showCheckout>['user']) {
    await user.click(within(summary()).getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(dialog.textContent).toContain('Your card is charged US$158.25 now.');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
  }

  it('shows the price, the fees and the total, the test-mode notice and the card form; a half-typed card sends nothing', async () => {
    const requests = payingServer();
    const { user } = showCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(summary().textContent).toContain('PriceUS$150.00');
    expect(summary().textContent).toContain('Service feeUS$8.25');
    expect(summary().textContent).toContain('TotalUS$158.25');
    expect(summary().textContent).toContain('Test mode: no real money moves');
    expect(summary().textContent).not.toContain('Payment is arranged with the seller.');

    await user.type(screen.getByLabelText('Card number'), '42424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1');
    await user.click(within(summary()).getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true'),
    );
    // Typed as the card shows it: groups of four, the expiry's slash put in.
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242');
    expect(screen.getByText('Must be a card number of 12 to 19 digits')).toBeDefined();
    expect(screen.getByText('Must be the expiry date, as MM/YY')).toBeDefined();
    expect(screen.getByText('Must be the 3 or 4 digits on the card')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent(requests, 'placeOrder')).toEqual([]);
  });

  it('places the order, then pays it with the card; a decline shows its reason and another card pays the same order', async () => {
    const requests = payingServer();
    const { user, router } = showCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await typeCard(user, '4000 0000 0000 0002');
    await placeIt(user);

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect((await within(payment).findByRole('alert')).textContent).toContain(
      'Your card was declined.',
    );
    expect(payment.textContent).toContain('Order GL000123 is placed');
    expect(sent(requests, 'payOrder')[0]!.body).toEqual({
      card: {
        number: '4000000000000002',
        expMonth: 12,
        expYear: 30,
        cvc: '123',
        name: 'Anna Nguyen',
      },
    });

    await typeCard(user, '4242424242424242');
    await user.click(within(summary()).getByRole('button', { name: 'Pay US$158.25' }));
    await screen.findByText('Order page');
    expect(router.state.location.pathname).toBe(pagePaths.order(123));
    expect(router.state.location.state).toEqual({ placed: true });
    // One order, paid on the second try.
    expect(sent(requests, 'placeOrder')).toHaveLength(1);
    expect(sent(requests, 'payOrder')).toHaveLength(2);
  });

  it('asks for the confirmation step a card needs, and pays once the buyer confirms', async () => {
    const requests = payingServer();
    const { user, router } = showCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    await typeCard(user, '4000002500003155');
    await placeIt(user);

    expect(await screen.findByRole('heading', { name: 'Confirm this payment' })).toBeDefined();
    expect(screen.getByText(/Visa •••• 3155/)).toBeDefined();
    expect(sent(requests, 'confirmOrderPayment')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    await screen.findByText('Order page');
    expect(router.state.location.pathname).toBe(pagePaths.order(123));
    expect(sent(requests, 'confirmOrderPayment')).toHaveLength(1);
  });

  it("with Stripe, takes no card: it places the order, then shows Stripe's form for the server's PaymentIntent", async () => {
    const requests = stubFetch((request) => {
      const endpoint = endpointOf(request.method, request.path);
      if (endpoint === 'getCheckout') return { content: withFees };
      if (endpoint === 'getPaymentSettings') return { content: wireStripeSettings };
      if (endpoint === 'placeOrder')
        return { status: 201, content: { ...wireOrderView, state: 'placed', actions: [] } };
      if (endpoint === 'startOrderPaymentIntent')
        return {
          status: 201,
          content: {
            orderId: 123,
            intentId: 'pi_123',
            clientSecret: 'pi_123_secret_456',
            publishableKey: 'pk_test_123',
            amount: 15_825,
            currency: 'USD',
          },
        };
      return { status: 404, content: 'Not found' };
    });
    const { user } = showCheckout();
    await screen.findByRole('heading', { level: 1, name: 'Checkout' });
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText(/its details go to Stripe, never to Giglane/)).toBeDefined();

    await user.click(within(summary()).getByRole('button', { name: 'Place order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Place this order?' });
    expect(dialog.textContent).toContain('You pay US$158.25 with Stripe next.');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Pay for your order' })).toBeDefined();
    // The amount is the server's, from the PaymentIntent: the browser sends none.
    const pay = await screen.findByRole('button', { name: 'Pay US$158.25' });
    // Stripe.js does not load here: the button waits for it.
    expect((pay as HTMLButtonElement).disabled).toBe(true);
    const asked = requests.filter(
      ({ method, path }) => endpointOf(method, path) === 'startOrderPaymentIntent',
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toBeUndefined();
    const placing = placed(requests);
    expect(placing).toHaveLength(1);
    expect(placing[0]!.body).not.toHaveProperty('card');
  });
});

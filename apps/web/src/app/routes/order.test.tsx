import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OrderView } from '@giglane/contract/orders';
import { pagePaths, pagePatterns } from '@giglane/contract/page-paths';
import { endpointOf } from '../../lib/api/endpoint-url';
import { wireConversation, wireMessage } from '../../lib/api/message-fixtures';
import {
  wireArrangedPayment,
  wireDuePayment,
  wireOffSettings,
  wirePaidPayment,
  wireTestSettings,
} from '../../lib/api/payment-fixtures';
import type { OrderPayment } from '../../lib/api/payments';
import { anna, wireOrderView } from '../../lib/api/wire-fixtures';
import { saveSession } from '../../lib/session';
import { stubFetch, type SentRequest, type StubReply } from '../../testing/fetch-stub';
import { renderWithApp } from '../../testing/render';
import { Component as OrderRoute } from './order';

const seller = { ...anna, id: 61, name: 'Huy Hoang' };
const admin = { ...anna, id: 1, name: 'Minh Admin', role: 'ADMIN' as const };
const orderThread = { ...wireConversation, gig: null, order: { id: 123, number: 'GL000123' } };

/**
 * A server holding order 123 as `order`; a move answers the order as `after` has it, unless
 * `refuse` answers it. Anything else is 404.
 */
function stubServer(
  order: OrderView | null,
  after: Partial<OrderView> = {},
  payment: OrderPayment = wireArrangedPayment,
  refuse: (request: SentRequest) => StubReply | undefined = () => undefined,
) {
  let paid = false;
  return stubFetch((request) => {
    const endpoint = endpointOf(request.method, request.path);
    const refused = refuse(request);
    if (refused) return refused;
    // The order's own thread, under the order.
    if (endpoint === 'getOrderConversation' && order) return { content: orderThread };
    if (endpoint === 'getSettings')
      return { content: { reviews: 'open', maxDeliveryFileBytes: 80_000_000 } };
    if (endpoint === 'getPaymentSettings')
      return { content: payment.mode === 'test' ? wireTestSettings : wireOffSettings };
    // Once paid, the payment reads as paid.
    if (endpoint === 'getOrderPayment' && order)
      return { content: paid ? wirePaidPayment : payment };
    if (endpoint === 'payOrder') {
      paid = true;
      return { status: 201, content: wirePaidPayment };
    }
    // A delivered file's download is a signed link made for the viewer.
    if (endpoint === 'createFileLink')
      return {
        content: {
          url: `${(request.body as { url: string }).url}?expires=1800000000&signature=s1`,
          expiresAt: '2027-01-15T08:00:00.000Z',
        },
      };
    if (endpoint === 'listMessages')
      return {
        content: { messages: [{ ...wireMessage(10, 61, 'Got it, starting today.') }], more: false },
      };
    if (!order || !/\/123(\/|$)/.test(request.path)) return { status: 404, content: 'Not found' };
    if (endpoint === 'getOrderView') return { content: order };
    if (endpoint === 'reviewOrder')
      return {
        status: 201,
        content: {
          id: 900,
          ...(request.body as object),
          createdAt: '2026-11-24T10:00:00.000Z',
          updatedAt: '2026-11-24T10:00:00.000Z',
          editableUntil: '2026-12-08T10:00:00.000Z',
          reply: null,
        },
      };
    return { content: { ...order, ...after } };
  });
}

function showOrder(as = anna) {
  saveSession(`token-of-${as.id}`, as);
  return renderWithApp(<OrderRoute />, { path: pagePatterns.order, at: pagePaths.order(123) });
}

const sentTo = (requests: SentRequest[], name: string) =>
  requests.filter(({ method, path }) => endpointOf(method, path) === name);

const delivered: OrderView = {
  ...wireOrderView,
  state: 'delivered',
  revisionsLeft: 1,
  package: { ...wireOrderView.package, revisions: 2 },
  revisionsUsed: 1,
  deliveredAt: '2026-11-23T10:00:00.000Z',
  autoCompleteAt: '2026-11-26T10:00:00.000Z',
  deliveries: [
    {
      id: 5,
      message: 'Here is the funnel.',
      files: [
        {
          name: 'funnel-map.pdf',
          url: 'http://127.0.0.1:4173/files/d5-1.pdf',
          size: 48_000,
          contentType: 'application/pdf',
        },
      ],
      at: '2026-11-23T10:00:00.000Z',
    },
  ],
  actions: ['request_revision', 'accept'],
};

describe('the order page', () => {
  it('shows the order to its buyer: its state, due time, package, answers and timeline', async () => {
    stubServer(wireOrderView);
    showOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order GL000123' })).toBeDefined();
    expect(screen.getByText('In progress')).toBeDefined();
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    expect(summary.getByText('Standard: Sales funnel')).toBeDefined();
    expect(summary.getByText('US$150')).toBeDefined();
    expect(summary.getByText(/left$|late$/)).toBeDefined();
    expect(summary.getByText('Payment is arranged with the seller.')).toBeDefined();
    const requirements = within(screen.getByRole('region', { name: 'Requirements' }));
    expect(requirements.getByText('Online yoga classes, to beginners.')).toBeDefined();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText('You placed the order')).toBeDefined();
    expect(timeline.getByText('You answered the requirements')).toBeDefined();
    // Nothing to do for the buyer while the seller works: no forms.
    expect(screen.queryByRole('button', { name: /Deliver|Accept|Cancel order/ })).toBeNull();
  });

  it('shows a late order as Late, with how late it is', async () => {
    stubServer({ ...wireOrderView, late: true, dueAt: '2026-01-01T00:00:00.000Z' });
    showOrder();
    expect(await screen.findByText('Late')).toBeDefined();
    expect(screen.getByText(/^\d+ days?(, \d+ hours?)? late$/)).toBeDefined();
  });

  it('lets the buyer answer the requirements of an order waiting for them', async () => {
    const requests = stubServer(
      {
        ...wireOrderView,
        state: 'placed',
        dueAt: null,
        requirements: wireOrderView.requirements.map(({ question }) => ({
          question,
          answer: null,
        })),
        actions: ['answer_requirements', 'cancel'],
      },
      { state: 'in_progress', actions: [] },
    );
    const { user } = showOrder();
    const first = await screen.findByLabelText(/What do you sell/);
    await user.click(screen.getByRole('button', { name: 'Send answers and start' }));
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    expect(sentTo(requests, 'answerRequirements')).toEqual([]);

    await user.type(first, 'Yoga classes');
    await user.type(screen.getByLabelText(/Which ClickFunnels plan/), 'Basic');
    await user.click(screen.getByRole('button', { name: 'Send answers and start' }));
    await waitFor(() => expect(sentTo(requests, 'answerRequirements')).toHaveLength(1));
    expect(sentTo(requests, 'answerRequirements')[0]!.body).toEqual({
      answers: ['Yoga classes', 'Basic'],
    });
  });

  it('lets the buyer of a delivery download its files, ask for a revision with a note, or accept it', async () => {
    const requests = stubServer(delivered, { state: 'revision_requested', actions: [] });
    const { user } = showOrder();
    const file = await screen.findByRole('link', { name: /funnel-map\.pdf/ });
    expect(file.getAttribute('href')).toBe(
      'http://127.0.0.1:4173/files/d5-1.pdf?expires=1800000000&signature=s1',
    );
    expect(sentTo(requests, 'createFileLink')[0]!.body).toEqual({
      url: 'http://127.0.0.1:4173/files/d5-1.pdf',
    });
    expect(file.getAttribute('download')).toBe('funnel-map.pdf');
    expect(screen.getAllByText('1 of 2 revisions left.').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Request a revision' }));
    await user.click(screen.getByRole('button', { name: 'Send revision request' }));
    expect((await screen.findByLabelText('What should change?')).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await user.type(screen.getByLabelText('What should change?'), 'A shorter headline');
    await user.click(screen.getByRole('button', { name: 'Send revision request' }));
    await waitFor(() => expect(sentTo(requests, 'requestRevision')).toHaveLength(1));
    expect(sentTo(requests, 'requestRevision')[0]!.body).toEqual({ note: 'A shorter headline' });
  });

  it('accepts a delivery only once the buyer confirms', async () => {
    const requests = stubServer(delivered, { state: 'completed', actions: ['review'] });
    const { user } = showOrder();
    await user.click(await screen.findByRole('button', { name: 'Accept delivery' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Accept the delivery and complete the order?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sentTo(requests, 'acceptOrder')).toHaveLength(1));
  });

  it('gives the seller the delivery form, and asks for a message before sending anything', async () => {
    const requests = stubServer({ ...wireOrderView, actions: ['deliver', 'cancel'] });
    const { user } = showOrder(seller);
    // The limit the server is configured with, and the videos a delivery may carry.
    expect(
      await screen.findByText(/Up to 5 files of 80 MB at most: .*MP4, MOV and WebM videos/),
    ).toBeDefined();
    await user.click(await screen.findByRole('button', { name: 'Deliver now' }));
    expect(
      (await screen.findByLabelText('Message to the buyer')).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.getByText('Must not be blank')).toBeDefined();
    expect(sentTo(requests, 'deliverOrder')).toEqual([]);
    // The seller may cancel before delivering, with a reason.
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByLabelText('Why cancel?')).toBeDefined();
  });

  it('asks the buyer of a completed order for every rating and the text, then sends them', async () => {
    const requests = stubServer({
      ...wireOrderView,
      state: 'completed',
      completedAt: '2026-11-24T09:00:00.000Z',
      actions: ['review'],
      canReview: true,
    });
    const { user } = showOrder();
    const panel = within(await screen.findByRole('region', { name: 'Review this order' }));
    await user.click(panel.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(panel.getAllByRole('alert').length).toBeGreaterThanOrEqual(4));
    expect(sentTo(requests, 'reviewOrder')).toEqual([]);

    for (const [legend, stars] of [
      ['Overall', '5 stars'],
      ['Seller communication level', '5 stars'],
      ['Service as described', '4 stars'],
      ['Recommend to a friend', '5 stars'],
    ] as const)
      await user.click(within(panel.getByRole('group', { name: legend })).getByLabelText(stars));
    await user.type(panel.getByLabelText('Your review'), 'A funnel that sells.');
    await user.click(panel.getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(sentTo(requests, 'reviewOrder')).toHaveLength(1));
    expect(sentTo(requests, 'reviewOrder')[0]!.body).toEqual({
      stars: 5,
      communication: 5,
      asDescribed: 4,
      recommend: 5,
      text: 'A funnel that sells.',
    });
  });

  it("shows the order's own thread under it, where links to #messages lead", async () => {
    stubServer(wireOrderView);
    showOrder();
    const thread = await screen.findByRole('region', { name: 'Messages' });
    expect(thread.closest('#messages')).not.toBeNull();
    expect(await within(thread).findByText('Got it, starting today.')).toBeDefined();
    expect(within(thread).getByRole('log', { name: 'Messages' })).toBeDefined();
    expect(within(thread).getByRole('textbox', { name: 'Message' })).toBeDefined();
  });

  it("puts the seller's request to cancel before the buyer, with what happens without an answer", async () => {
    const requests = stubServer(
      {
        ...wireOrderView,
        request: {
          kind: 'cancellation',
          by: 'seller',
          reason: 'I am ill this week.',
          days: null,
          at: '2026-11-24T10:00:00.000Z',
          answerBy: '2026-11-26T10:00:00.000Z',
        },
        actions: ['accept_cancellation', 'decline_cancellation'],
      },
      { state: 'cancelled', request: null, actions: [] },
      wirePaidPayment,
    );
    showOrder();
    const panel = within(
      await screen.findByRole('region', { name: 'Huy Hoang asked to cancel the order' }),
    );
    expect(panel.getByText('I am ill this week.')).toBeDefined();
    // The refund is promised once the payment is known to be held.
    expect(
      await panel.findByText(
        /^If you do not answer by Nov 26, 2026.*the order is cancelled and you are refunded\.$/,
      ),
    ).toBeDefined();
    panel.getByRole('button', { name: 'Accept and cancel' }).click();
    await waitFor(() => expect(sentTo(requests, 'answerCancellation')).toHaveLength(1));
    expect(sentTo(requests, 'answerCancellation')[0]!.body).toEqual({ answer: 'accept' });
  });

  it("offers a started order's requests in the summary, and asks for a reason before sending one", async () => {
    const requests = stubServer({ ...wireOrderView, actions: ['request_cancellation'] });
    showOrder();
    (await screen.findByRole('button', { name: 'Ask Huy Hoang to cancel' })).click();
    (await screen.findByRole('button', { name: 'Send the request' })).click();
    await waitFor(() =>
      expect(screen.getByLabelText('Why cancel?').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(sentTo(requests, 'requestCancellation')).toHaveLength(0);
  });

  describe('who can do what on a completed order', () => {
    const completed: OrderView = {
      ...wireOrderView,
      state: 'completed',
      completedAt: '2026-11-24T09:00:00.000Z',
      reviewWindow: {
        closesAt: '2026-12-08T09:00:00.000Z',
        buyerWrote: false,
        sellerWrote: false,
        published: false,
      },
    };
    const moves = () => screen.findByRole('region', { name: 'Who can do what' });
    /** What the panel says under a term: a side's moves, or what happens if nobody acts. */
    const said = (panel: HTMLElement, term: RegExp) =>
      within(panel).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

    it('tells both sides they may review each other, and that the window publishes them', async () => {
      stubServer({ ...completed, actions: ['review'], canReview: true });
      showOrder();
      const panel = await moves();
      expect(said(panel, /^Buyer/)).toBe('May review the seller.');
      expect(said(panel, /^Seller/)).toBe('May review the buyer.');
      expect(said(panel, /^If nobody acts/)).toMatch(
        /^The review window closes on Dec 8, 2026.*: whatever was written is then published, and nothing more happens\.$/,
      );
    });

    it('leaves nothing to the side that has written, until the window publishes', async () => {
      stubServer(
        { ...completed, reviewWindow: { ...completed.reviewWindow!, sellerWrote: true } },
        {},
        wireArrangedPayment,
      );
      showOrder(seller);
      const panel = await moves();
      expect(said(panel, /^Buyer/)).toBe('May review the seller.');
      expect(said(panel, /^Seller \(you\)/)).toBe('Nothing now.');
      expect(said(panel, /^If nobody acts/)).toMatch(/^The review window closes on Dec 8, 2026/);
    });

    it('lets the buyer edit their review while it is hidden, and not once published', async () => {
      const buyerWrote = { ...completed.reviewWindow!, buyerWrote: true };
      stubServer({ ...completed, reviewWindow: buyerWrote, actions: ['edit_review'] });
      showOrder();
      const panel = await moves();
      expect(said(panel, /^Buyer/)).toBe('May edit the review of the seller.');
      expect(said(panel, /^Seller/)).toBe('May review the buyer.');
    });

    it('says nothing more happens once both reviews are published', async () => {
      stubServer({
        ...completed,
        reviewWindow: {
          ...completed.reviewWindow!,
          buyerWrote: true,
          sellerWrote: true,
          published: true,
        },
      });
      showOrder();
      const panel = await moves();
      expect(said(panel, /^Buyer/)).toBe('Nothing now.');
      expect(said(panel, /^Seller/)).toBe('Nothing now.');
      expect(said(panel, /^If nobody acts/)).toBe('Nothing more happens: the order is closed.');
    });
  });

  it('tells the sides of a late order that its due date has passed, not that it will', async () => {
    stubServer({
      ...wireOrderView,
      late: true,
      dueAt: '2026-11-22T08:00:00.000Z',
      partyActions: { buyer: ['cancel', 'request_cancellation'], seller: ['deliver'] },
    });
    showOrder();
    const panel = within(await screen.findByRole('region', { name: 'Who can do what' }));
    expect(panel.getByText(/^May cancel or ask to cancel together\.$/)).toBeDefined();
    expect(
      panel.getByText(
        /^The due date \(Nov 22, 2026.*\) has passed: the work goes on, and the buyer may cancel at once\.$/,
      ),
    ).toBeDefined();
  });

  it('tells anyone else the order is not found', async () => {
    stubServer(null);
    showOrder();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeDefined();
  });

  describe('with payments on', () => {
    const unpaid: OrderView = {
      ...wireOrderView,
      state: 'placed',
      startedAt: null,
      dueAt: null,
      requirementsAnsweredAt: null,
      actions: ['answer_requirements', 'cancel'],
    };

    it('asks its buyer to pay before anything else, and pays it with the card', async () => {
      const requests = stubServer(unpaid, {}, wireDuePayment);
      const { user } = showOrder();
      const pay = await screen.findByRole('region', { name: 'Pay to start your order' });
      expect(screen.queryByRole('region', { name: 'Answer the requirements to start' })).toBeNull();
      const payment = within(screen.getByRole('region', { name: 'Payment' }));
      expect(payment.getByText('Payment due')).toBeDefined();
      expect(payment.getByText('US$158.25')).toBeDefined();
      expect(payment.getByText('Test mode: no real money moves')).toBeDefined();

      await user.type(within(pay).getByLabelText('Card number'), '4242424242424242');
      await user.type(within(pay).getByLabelText('Expiry (MM/YY)'), '12/30');
      await user.type(within(pay).getByLabelText('CVC'), '123');
      await user.type(within(pay).getByLabelText('Name on card'), 'Anna Nguyen');
      await user.click(within(pay).getByRole('button', { name: 'Pay US$158.25' }));
      await waitFor(() => expect(sentTo(requests, 'payOrder')).toHaveLength(1));
      expect(await payment.findByText('Paid')).toBeDefined();
      expect(payment.getByRole('link', { name: /Receipt GLR000007/ }).getAttribute('href')).toBe(
        pagePaths.receipt(123),
      );
    });

    it('tells its seller the order waits for the payment', async () => {
      stubServer({ ...unpaid, actions: [] }, {}, { ...wireDuePayment, actions: [] });
      showOrder(seller);
      const status = await screen.findByRole('region', { name: 'Status' });
      expect(status.textContent).toBe(
        'Waiting for Anna Nguyen to pay: the order starts once it is paid.',
      );
      expect(screen.queryByRole('region', { name: 'Pay to start your order' })).toBeNull();
    });

    it('says a paid order cancelled is refunded to its card', async () => {
      stubServer({ ...unpaid, actions: ['cancel'] }, {}, wirePaidPayment);
      const { user } = showOrder();
      await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
      expect(
        screen.getByText('The US$158.25 paid with Visa •••• 4242 is refunded to the card.'),
      ).toBeDefined();
    });

    describe("an admin's cancel after a delivery", () => {
      const deliveredPaid: OrderView = { ...delivered, actions: ['cancel'] };
      const overPaid = (request: SentRequest): StubReply | undefined =>
        endpointOf(request.method, request.path) === 'cancelOrder' &&
        (request.body as { refund?: number }).refund! > wirePaidPayment.total
          ? { status: 400, content: 'refund: must be at most the US$158.25 the buyer paid' }
          : undefined;

      it('starts from the whole payment and sends the part given, in cents', async () => {
        const requests = stubServer(
          deliveredPaid,
          { state: 'cancelled', actions: [] },
          wirePaidPayment,
        );
        const { user } = showOrder(admin);
        await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
        const amount = screen.getByLabelText<HTMLInputElement>('Refund to the buyer (US$)');
        expect(amount.value).toBe('158.25');
        await user.type(screen.getByLabelText('Why cancel?'), 'Half the delivery is missing');
        await user.clear(amount);
        await user.type(amount, '60.5');
        await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
        await waitFor(() => expect(sentTo(requests, 'cancelOrder')).toHaveLength(1));
        expect(sentTo(requests, 'cancelOrder')[0]!.body).toEqual({
          reason: 'Half the delivery is missing',
          refund: 6_050,
        });
      });

      it('starts from the whole payment also when the payment loads after the form opened', async () => {
        stubServer(deliveredPaid, {}, wirePaidPayment);
        // The payment's answer waits until the admin has opened the form.
        const answer = globalThis.fetch;
        let release = () => {};
        const opened = new Promise<void>((resolve) => (release = resolve));
        vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
          if (endpointOf(init?.method ?? 'GET', input) === 'getOrderPayment') await opened;
          return answer(input, init);
        });
        const { user } = showOrder(admin);
        await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
        expect(screen.queryByLabelText('Refund to the buyer (US$)')).toBeNull();
        release();
        const amount = await screen.findByLabelText<HTMLInputElement>('Refund to the buyer (US$)');
        expect(amount.value).toBe('158.25');
      });

      it("shows the server's rule beside the amount, and the form's own before sending", async () => {
        const requests = stubServer(deliveredPaid, {}, wirePaidPayment, overPaid);
        const { user } = showOrder(admin);
        await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
        const amount = screen.getByLabelText('Refund to the buyer (US$)');
        await user.type(screen.getByLabelText('Why cancel?'), 'Refund more than paid');
        await user.clear(amount);
        await user.type(amount, '12.345');
        await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
        expect(await screen.findByText('Must be an amount in US$, as 25 or 25.50')).toBeDefined();
        expect(sentTo(requests, 'cancelOrder')).toEqual([]);

        await user.clear(amount);
        await user.type(amount, '200');
        await user.click(screen.getByRole('button', { name: 'Cancel the order' }));
        const rule = await screen.findByText('Must be at most the US$158.25 the buyer paid');
        expect(amount.getAttribute('aria-invalid')).toBe('true');
        expect(amount.getAttribute('aria-describedby')).toContain(rule.id);
        expect(sentTo(requests, 'cancelOrder')[0]!.body).toEqual({
          reason: 'Refund more than paid',
          refund: 20_000,
        });
      });

      it('refunds a buyer or a seller in full, with no amount to set', async () => {
        stubServer(deliveredPaid, {}, wirePaidPayment);
        const { user } = showOrder(seller);
        await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
        expect(screen.queryByLabelText('Refund to the buyer (US$)')).toBeNull();
        expect(
          screen.getByText('The US$158.25 paid with Visa •••• 4242 is refunded to the card.'),
        ).toBeDefined();
      });
    });
  });
});

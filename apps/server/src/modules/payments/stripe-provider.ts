import type Stripe from 'stripe';
import { CURRENCY } from '@giglane/contract/payment-values';
import { serverText } from '@giglane/contract/server-text';
import { HttpError, invalid } from '../../lib/errors';
import type { CardSummary, PaymentProvider } from './payment-providers';

/** Stripe's keys (README): the secret key, the browser's publishable key, the webhook's secret. */
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API base than Stripe's, `http://127.0.0.1:PORT`: the tests' own server. */
  apiUrl?: string;
};

/** A PaymentIntent as Giglane reads it: what Stripe says of the buyer's payment now. */
export type Intent = {
  id: string;
  clientSecret: string;
  /** Stripe's status: `requires_payment_method`, `processing`, `succeeded`, `canceled` … */
  status: string;
  amount: number;
  currency: string;
  /** The order its metadata names: Giglane made it for that order only. */
  orderId: number | null;
  /** The card that paid, once one did. */
  card: CardSummary | null;
  /** Why the last try failed: a card network's decline code, or Stripe's error code. */
  declineCode: string | null;
};

/** A verified webhook event: what happened and to which object. */
export type ProviderEvent = { id: string; type: string; objectId: string };

/**
 * Stripe behind the provider seam (decision 046). The buyer's card goes from the browser to
 * Stripe; the server makes the PaymentIntent for the order's stored total and reads back what
 * became of it. Refunds go back to the PaymentIntent, payouts are transfers to the seller's
 * connected account. Every call that creates something carries an idempotency key.
 */
export interface StripeGateway extends PaymentProvider {
  readonly name: 'stripe';
  readonly publishableKey: string;
  startIntent(input: { key: string; orderId: number; amount: number }): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  /** Cancels a PaymentIntent nobody paid: Stripe then refuses to confirm it. */
  cancelIntent(input: { key: string; reference: string }): Promise<void>;
  /**
   * A connected Express account for a seller; the key makes a retry the same account. Stripe's
   * onboarding asks the seller for their details: Giglane sends none.
   */
  createAccount(input: { key: string; sellerId: number }): Promise<string>;
  onboardingLink(input: {
    account: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string; expiresAt: Date }>;
  payoutsEnabled(account: string): Promise<boolean>;
  /** The event of a webhook's raw body, when its Stripe-Signature verifies; 400 otherwise. */
  verifyEvent(body: Buffer, signature: string | undefined): ProviderEvent;
}

/** Stripe's error as a 502 naming its type and code: no parameter, key or card is repeated. */
function unreachable(error: unknown, sdk: typeof Stripe): never {
  if (error instanceof sdk.errors.StripeError)
    throw new HttpError(
      502,
      `payment provider: Stripe answered ${[error.type, error.code].filter(Boolean).join(' ')}; try again`,
      serverText.serverBusy,
    );
  throw error;
}

/** The Stripe SDK's address options for an API base other than Stripe's own. */
function addressOf(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol: Stripe.HttpProtocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function intentOf(intent: Stripe.PaymentIntent): Intent {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: intent.status,
    amount: intent.amount,
    currency: intent.currency,
    orderId: /^\d+$/.test(intent.metadata?.orderId ?? '') ? Number(intent.metadata.orderId) : null,
    card: method?.card ? { brand: method.card.brand, last4: method.card.last4 } : null,
    declineCode: error ? (error.decline_code ?? error.code ?? 'card_declined') : null,
  };
}

/** Stripe's gateway; its SDK (3 MiB) is loaded only by a server that takes payments through it. */
export async function createStripeGateway(settings: StripeSettings): Promise<StripeGateway> {
  const { default: Stripe } = await import('stripe');
  const call = <T>(request: () => Promise<T>) =>
    request().catch((error: unknown) => unreachable(error, Stripe));
  const stripe = new Stripe(settings.secretKey, {
    ...addressOf(settings.apiUrl),
    // A lost answer is asked again with the same idempotency key: Stripe answers the same object.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Giglane' },
  });
  // The card that paid is read from the payment method; nothing else of it is kept.
  const expand = ['payment_method'];

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    startIntent: ({ key, orderId, amount }) =>
      call(async () =>
        intentOf(
          await stripe.paymentIntents.create(
            {
              amount,
              currency: CURRENCY.toLowerCase(),
              // Cards only: a payment keeps a card's brand and last four, as the test processor's do.
              allowed_payment_method_types: ['card'],
              metadata: { orderId: String(orderId) },
              expand,
            },
            { idempotencyKey: key },
          ),
        ),
      ),

    retrieveIntent: (id) =>
      call(async () => intentOf(await stripe.paymentIntents.retrieve(id, { expand }))),

    cancelIntent: ({ key, reference }) =>
      call(async () => {
        await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey: key });
      }),

    createAccount: ({ key, sellerId }) =>
      call(async () => {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            capabilities: { transfers: { requested: true } },
            metadata: { sellerId: String(sellerId) },
          },
          { idempotencyKey: key },
        );
        return account.id;
      }),

    onboardingLink: ({ account, refreshUrl, returnUrl }) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      }),

    payoutsEnabled: (account) =>
      call(async () => (await stripe.accounts.retrieve(account)).payouts_enabled),

    refund: ({ key, reference, amount }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: reference, amount },
          { idempotencyKey: key },
        );
        return { reference: refund.id };
      }),

    payout: ({ key, sellerId, amount, destination }) =>
      call(async () => {
        if (!destination) throw new Error(`seller ${sellerId} has no Stripe account to pay out to`);
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency: CURRENCY.toLowerCase(),
            destination,
            metadata: { sellerId: String(sellerId) },
          },
          { idempotencyKey: key },
        );
        return { reference: transfer.id };
      }),

    verifyEvent(body, signature) {
      if (!signature)
        throw invalid('stripe-signature', "must be sent: Stripe's signature of the body");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(body, signature, settings.webhookSecret);
      } catch {
        throw invalid(
          'stripe-signature',
          "must be Stripe's signature of this body with the webhook's secret, made in the last five minutes",
        );
      }
      const object = event.data.object as { id?: unknown };
      return {
        id: event.id,
        type: event.type,
        objectId: typeof object.id === 'string' ? object.id : '',
      };
    },
  };
}

import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/*
 * Stripe's API as its reference documents it, for the endpoints Giglane calls, on a port of
 * 127.0.0.1 the test owns (decision 046): form-encoded bodies, a secret key in the Authorization
 * header, objects as Stripe answers them, errors in Stripe's `{ error: { type, code, message } }`,
 * and idempotency keys honoured: the same key answers the same object, and the same key with
 * other parameters is refused. What happens in the browser and on Stripe's own pages (the buyer
 * confirming a card, a seller finishing onboarding) the test makes happen with `pay`, `decline`
 * and `enablePayouts`; webhook events are signed with the SDK's own test helper.
 */

export const FAKE_STRIPE_KEYS = {
  secretKey: 'sk_test_giglane_fake',
  publishableKey: 'pk_test_giglane_fake',
  webhookSecret: 'whsec_giglane_fake',
};

/** One request Stripe received. */
export type StripeCall = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, string>;
};

type Json = Record<string, unknown>;

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly error: { type: string; code?: string; message: string },
  ) {
    super(error.message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

const required = (params: Record<string, string>, name: string) => {
  const value = params[name];
  if (value === undefined || value === '')
    throw new StripeFailure(400, {
      type: 'invalid_request_error',
      code: 'parameter_missing',
      message: `Missing required param: ${name}.`,
    });
  return value;
};

const amountOf = (params: Record<string, string>) => {
  const amount = Number(required(params, 'amount'));
  if (!Number.isInteger(amount) || amount < 1)
    throw new StripeFailure(400, {
      type: 'invalid_request_error',
      code: 'parameter_invalid_integer',
      message: 'Invalid integer: amount',
    });
  return amount;
};

/** `metadata[orderId]=5` as `{ orderId: '5' }`. */
const metadataOf = (params: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );

const expanded = (params: Record<string, string>) =>
  Object.entries(params)
    .filter(([key]) => /^expand\[\d*\]$/.test(key))
    .map(([, value]) => value);

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  const intents = new Map<string, Json>();
  const accounts = new Map<string, Json>();
  const methods = new Map<string, Json>();
  const done = new Map<string, { request: string; status: number; body: Json }>();
  let serial = 0;
  const idOf = (prefix: string) => `${prefix}_fake${String((serial += 1)).padStart(8, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  function intentView(intent: Json, expand: string[]): Json {
    const method = intent.payment_method as string | null;
    return {
      ...intent,
      payment_method: method && expand.includes('payment_method') ? methods.get(method) : method,
    };
  }

  /** Answers one API request as Stripe does, or throws its error. */
  function answer(method: string, path: string, params: Record<string, string>): Json {
    const [, version, resource, id, action, ...rest] = path.split('/');
    if (version !== 'v1' || rest.length > 0)
      throw new StripeFailure(404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${method}: ${path}).`,
      });
    const route = `${method} ${resource}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (route) {
      case 'POST payment_intents': {
        const intentId = idOf('pi');
        const intent = {
          id: intentId,
          object: 'payment_intent',
          amount: amountOf(params),
          amount_received: 0,
          currency: required(params, 'currency'),
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${idOf('cs')}`,
          metadata: metadataOf(params),
          payment_method: null,
          latest_charge: null,
          last_payment_error: null,
          livemode: false,
          created: now(),
        };
        intents.set(intentId, intent);
        return intentView(intent, expanded(params));
      }
      case 'GET payment_intents/:id': {
        const intent = intents.get(id!);
        if (!intent) throw missing('payment_intent', id!);
        return intentView(intent, expanded(params));
      }
      case 'POST payment_intents/:id/cancel': {
        const intent = intents.get(id!);
        if (!intent) throw missing('payment_intent', id!);
        if (['succeeded', 'canceled', 'processing'].includes(intent.status as string))
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`,
          });
        Object.assign(intent, { status: 'canceled', canceled_at: now() });
        return intentView(intent, expanded(params));
      }
      case 'POST refunds': {
        const intentId = required(params, 'payment_intent');
        const intent = intents.get(intentId);
        if (!intent) throw missing('payment_intent', intentId);
        if (intent.status !== 'succeeded')
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'charge_not_refundable',
            message: 'This PaymentIntent does not have a successful charge to refund.',
          });
        return {
          id: idOf('re'),
          object: 'refund',
          amount: params.amount ? amountOf(params) : intent.amount,
          currency: intent.currency,
          payment_intent: intentId,
          status: 'succeeded',
          created: now(),
        };
      }
      case 'POST accounts': {
        const account = {
          id: idOf('acct'),
          object: 'account',
          type: params.type ?? 'standard',
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
          metadata: metadataOf(params),
          created: now(),
        };
        accounts.set(account.id, account);
        return account;
      }
      case 'GET accounts/:id': {
        const account = accounts.get(id!);
        if (!account) throw missing('account', id!);
        return account;
      }
      case 'POST account_links': {
        const account = required(params, 'account');
        if (!accounts.has(account)) throw missing('account', account);
        required(params, 'type');
        return {
          object: 'account_link',
          url: `https://connect.stripe.com/setup/e/${account}/${idOf('link')}`,
          created: now(),
          expires_at: now() + 300,
        };
      }
      case 'POST transfers': {
        const destination = required(params, 'destination');
        const account = accounts.get(destination);
        if (!account) throw missing('account', destination);
        if (!account.payouts_enabled)
          throw new StripeFailure(400, {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message: 'The destination account cannot receive transfers yet.',
          });
        return {
          id: idOf('tr'),
          object: 'transfer',
          amount: amountOf(params),
          currency: required(params, 'currency'),
          destination,
          metadata: metadataOf(params),
          created: now(),
        };
      }
      default:
        throw new StripeFailure(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const method = request.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : await bodyOf(request);
    const params = Object.fromEntries(new URLSearchParams(text));
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const send = (status: number, body: Json) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${serial}`,
        ...(key ? { 'idempotency-key': key } : {}),
      });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_KEYS.secretKey}`)
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' },
      });
    calls.push({ method, path: url.pathname, idempotencyKey: key, params });
    const scoped = key && method === 'POST' ? `${url.pathname} ${key}` : null;
    const earlier = scoped ? done.get(scoped) : undefined;
    if (earlier) {
      if (earlier.request !== text)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      return send(earlier.status, earlier.body);
    }
    let status = 200;
    let body: Json;
    try {
      body = answer(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeFailure)) throw error;
      status = error.status;
      body = { error: error.error };
    }
    if (scoped) done.set(scoped, { request: text, status, body });
    return send(status, body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(FAKE_STRIPE_KEYS.secretKey);

  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no PaymentIntent ${id}`);
    return intent;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    /** What Giglane's settings name: the keys and this server's address. */
    settings: { ...FAKE_STRIPE_KEYS, apiUrl: `http://127.0.0.1:${port}` },
    calls,
    /** The calls of one method and path, as `POST /v1/refunds`. */
    callsTo: (route: string) => calls.filter((one) => `${one.method} ${one.path}` === route),
    intent: (id: string) => ({ ...intentOf(id) }),

    /** The buyer's card pays the PaymentIntent in the Payment Element. */
    pay(id: string, card = { brand: 'visa', last4: '4242' }) {
      const intent = intentOf(id);
      // Stripe.js cannot confirm a PaymentIntent that was cancelled.
      if (intent.status === 'canceled') throw new Error(`PaymentIntent ${id} is canceled`);
      const method = idOf('pm');
      methods.set(method, { id: method, object: 'payment_method', type: 'card', card });
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        payment_method: method,
        latest_charge: idOf('ch'),
        last_payment_error: null,
      });
      return intent;
    },

    /** The card network declines the buyer's card; the PaymentIntent waits for another one. */
    decline(id: string, declineCode = 'insufficient_funds') {
      const intent = intentOf(id);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: declineCode,
          message: 'Your card has insufficient funds.',
        },
      });
      return intent;
    },

    /** Changes what Stripe holds of a PaymentIntent (as a dashboard edit would). */
    alter(id: string, changes: Json) {
      Object.assign(intentOf(id), changes);
    },

    /** The seller finishes Stripe's onboarding: their account may receive payouts. */
    enablePayouts(id: string) {
      const account = accounts.get(id);
      if (!account) throw new Error(`no account ${id}`);
      Object.assign(account, {
        payouts_enabled: true,
        charges_enabled: true,
        details_submitted: true,
      });
      return account;
    },

    /**
     * A webhook event as Stripe sends it: its JSON body and the Stripe-Signature header, signed
     * with `secret` (the webhook's, unless a test forges one).
     */
    event(type: string, object: Json, secret = FAKE_STRIPE_KEYS.webhookSecret) {
      const payload = JSON.stringify({
        id: idOf('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
      return { payload, signature };
    },

    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The SDK's kept-alive sockets, from servers killed or still open, would hold it.
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

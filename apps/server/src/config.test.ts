import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('is off unless set', () => {
    for (const value of [undefined, '', 'false', 'off', '0']) expect(trustProxy(value)).toBe(false);
  });

  it('takes a hop count or a list of addresses, CIDRs and ranges', () => {
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.1, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('refuses "true" and anything else that names no proxy', () => {
    for (const value of ['true', 'proxy.example', '10.0.0.1,nope'])
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY: must be off, a hop count or/);
  });
});

describe('orders and reviews', () => {
  it('keep the open form and complete a delivery after 3 days, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      reviews: 'open',
      orders: { autoCompleteAfterMs: 3 * 86_400_000, autoCompleteEveryMs: 60_000 },
    });
    expect(
      loadConfig({ REVIEWS: 'orders', AUTOCOMPLETE_AFTER: '30', AUTOCOMPLETE_EVERY: '5' }),
    ).toMatchObject({
      reviews: 'orders',
      orders: { autoCompleteAfterMs: 30_000, autoCompleteEveryMs: 5_000 },
    });
  });

  it('refuses another review mode or a delay that is not a whole number of seconds', () => {
    expect(() => loadConfig({ REVIEWS: 'buyers' })).toThrow(/REVIEWS/);
    expect(() => loadConfig({ AUTOCOMPLETE_AFTER: '0' })).toThrow(/AUTOCOMPLETE_AFTER/);
  });
});

describe('MESSAGE_RATE_LIMIT', () => {
  it('lets each user send 30 messages a minute unless told otherwise', () => {
    expect(loadConfig({}).messageRateLimit).toBe(30);
    expect(loadConfig({ MESSAGE_RATE_LIMIT: '120' }).messageRateLimit).toBe(120);
  });

  it('refuses a limit that is not a whole number from 1', () => {
    for (const value of ['0', '-5', '2.5', 'many'])
      expect(() => loadConfig({ MESSAGE_RATE_LIMIT: value })).toThrow(/MESSAGE_RATE_LIMIT/);
  });
});

describe('files', () => {
  it('are kept in the data folder with deliveries of up to 250 MB, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ s3: undefined, maxDeliveryFileBytes: 250_000_000 });
    expect(loadConfig({ MAX_DELIVERY_FILE_MB: '1000' }).maxDeliveryFileBytes).toBe(1_000_000_000);
    expect(() => loadConfig({ MAX_DELIVERY_FILE_MB: '3000' })).toThrow(/MAX_DELIVERY_FILE_MB/);
  });

  it('go to a bucket when S3_BUCKET names one, at S3_URL when set', () => {
    expect(
      loadConfig({
        S3_URL: 'http://127.0.0.1:9000',
        S3_BUCKET: 'giglane',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      url: 'http://127.0.0.1:9000',
      bucket: 'giglane',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(() => loadConfig({ S3_URL: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set when S3_URL is/,
    );
  });
});

describe('WORKER', () => {
  it('runs the outbox worker unless told off', () => {
    expect(loadConfig({}).worker).toBe('on');
    expect(loadConfig({ WORKER: 'off' }).worker).toBe('off');
    expect(() => loadConfig({ WORKER: 'no' })).toThrow(/WORKER/);
  });
});

describe('payments', () => {
  it('run the test processor with the documented fees unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      payments: {
        mode: 'test',
        fees: {
          serviceFeeBp: 550,
          smallOrderFee: 250,
          smallOrderBelow: 5_000,
          commissionBp: 2_000,
          clearingSeconds: 14 * 86_400,
        },
        withdrawalMinimum: 2_000,
      },
      clearingEveryMs: 60_000,
    });
    expect(
      loadConfig({
        PAYMENTS: 'off',
        SERVICE_FEE_PERCENT: '0',
        SMALL_ORDER_FEE: '1.05',
        SMALL_ORDER_BELOW: '10',
        COMMISSION_PERCENT: '12.75',
        CLEARING_AFTER: '0',
        CLEARING_EVERY: '5',
        WITHDRAWAL_MINIMUM: '0.5',
      }),
    ).toMatchObject({
      payments: {
        mode: 'off',
        fees: {
          serviceFeeBp: 0,
          smallOrderFee: 105,
          smallOrderBelow: 1_000,
          commissionBp: 1_275,
          clearingSeconds: 0,
        },
        withdrawalMinimum: 50,
      },
      clearingEveryMs: 5_000,
    });
  });

  it('refuses a mode it does not know, and amounts that are not money', () => {
    expect(() => loadConfig({ PAYMENTS: 'card' })).toThrow(
      /PAYMENTS: must be one of test, off, stripe/,
    );
    for (const value of ['101', '-1', '5.555', 'five'])
      expect(() => loadConfig({ COMMISSION_PERCENT: value })).toThrow(
        /COMMISSION_PERCENT: must be a percentage/,
      );
    for (const value of ['2.505', '-2', '1e3', ''])
      expect(() => loadConfig({ SMALL_ORDER_FEE: value })).toThrow(
        /SMALL_ORDER_FEE: must be an amount of US\$/,
      );
  });

  describe('with Stripe', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_51Giglane',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51Giglane',
      STRIPE_WEBHOOK_SECRET: 'whsec_giglane',
    };

    it('takes its three keys and an API base for tests', () => {
      expect(
        loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111/' }),
      ).toMatchObject({
        payments: { mode: 'stripe' },
        stripe: {
          secretKey: 'sk_test_51Giglane',
          publishableKey: 'pk_test_51Giglane',
          webhookSecret: 'whsec_giglane',
          apiUrl: 'http://127.0.0.1:12111',
        },
      });
      // Stripe's own API unless told otherwise; the keys are not read for another mode.
      expect(loadConfig({ PAYMENTS: 'stripe', ...keys }).stripe?.apiUrl).toBeUndefined();
      expect(loadConfig({ PAYMENTS: 'test', ...keys }).stripe).toBeUndefined();
    });

    it('refuses to start without a key, naming each one missing', () => {
      expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
        /STRIPE_SECRET_KEY: must be set when PAYMENTS is stripe\n {2}STRIPE_PUBLISHABLE_KEY: must be set when PAYMENTS is stripe\n {2}STRIPE_WEBHOOK_SECRET: must be set/,
      );
      expect(() => loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
        /^Invalid configuration:\n {2}STRIPE_WEBHOOK_SECRET: must be set when PAYMENTS is stripe$/,
      );
    });

    it('names a key pasted in the wrong place', () => {
      expect(() =>
        loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_SECRET_KEY: 'pk_test_51Giglane' }),
      ).toThrow(/STRIPE_SECRET_KEY: must start with sk_ or rk_/);
      expect(() =>
        loadConfig({ PAYMENTS: 'stripe', ...keys, STRIPE_API_URL: 'ftp://example.com' }),
      ).toThrow(/STRIPE_API_URL: must be an http/);
    });
  });
});

describe('social links', () => {
  it('are none unless SOCIAL_LINKS names them, network=https://… pairs', () => {
    expect(loadConfig({}).socialLinks).toEqual([]);
    expect(
      loadConfig({
        SOCIAL_LINKS:
          ' X=https://x.com/giglane , linkedin=https://www.linkedin.com/company/giglane',
      }).socialLinks,
    ).toEqual([
      { network: 'x', url: 'https://x.com/giglane' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/giglane' },
    ]);
  });

  it('refuses an unknown network, a pair without one and a link that is not https', () => {
    expect(() => loadConfig({ SOCIAL_LINKS: 'myspace=https://myspace.com/g' })).toThrow(
      /SOCIAL_LINKS: must be network=https:\/\/… pairs with a network of x, facebook, linkedin, instagram \(not "myspace=/,
    );
    expect(() => loadConfig({ SOCIAL_LINKS: 'https://x.com/giglane' })).toThrow(/SOCIAL_LINKS/);
    expect(() => loadConfig({ SOCIAL_LINKS: 'x=http://x.com/giglane' })).toThrow(
      /SOCIAL_LINKS: must link x to an https:\/\/ URL/,
    );
  });
});

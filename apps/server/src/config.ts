import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { MESSAGE_RATE_LIMIT_DEFAULT } from '@giglane/contract/message-values';
import {
  AUTO_COMPLETE_DAYS,
  CANCELLATION_ANSWER_HOURS,
  DEFAULT_REVIEW_WINDOW_SECONDS,
  DELIVERY_FILE_MAX_BYTES,
  REVIEW_MODES,
  type ReviewMode,
} from '@giglane/contract/order-values';
import { PAYMENT_MODES } from '@giglane/contract/payment-values';
import { SOCIAL_NETWORKS, type SocialLink, type SocialNetwork } from '@giglane/contract/settings';
import type { S3Options } from './lib/file-store-s3';
import type { PaymentsSettings } from './modules/payments/payments-service';
import type { StripeSettings } from './modules/payments/stripe-provider';

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Which peers may speak for the client in X-Forwarded-* headers: none (the default), the nearest
 * `n` hops, or the listed addresses. `true` (any peer) is refused: anyone could then choose their
 * address for the rate limit and their host for picture URLs.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = (value ?? '').trim();
    if (['', 'false', 'off', '0'].includes(text)) return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.find(
      (entry) => !PROXY_RANGES.has(entry) && isIP(entry.replace(/\/\d{1,3}$/, '')) === 0,
    );
    if (bad === undefined) return entries;
    context.addIssue({
      code: 'custom',
      message: `must be off, a hop count or a comma-separated list of addresses or CIDRs (not "${bad}")`,
    });
    return z.NEVER;
  });

/** When delivered orders complete on their own and how often that is looked for, unless configured. */
export const DEFAULT_ORDER_TIMES = {
  autoCompleteAfterMs: AUTO_COMPLETE_DAYS * 86_400_000,
  autoCompleteEveryMs: 60_000,
  cancellationAnswerMs: CANCELLATION_ANSWER_HOURS * 3_600_000,
};

/**
 * How long the two reviews of a completed order stay blind, how often the closed windows are
 * published, and how often sellers' levels are recomputed, unless configured (decision 054).
 */
export const DEFAULT_REVIEW_TIMES = {
  windowMs: DEFAULT_REVIEW_WINDOW_SECONDS * 1000,
  publishEveryMs: 60_000,
  levelsEveryMs: 3_600_000,
};

/** A delivered file's limit when MAX_DELIVERY_FILE_MB does not say. */
export const DEFAULT_DELIVERY_FILE_MAX_BYTES = DELIVERY_FILE_MAX_BYTES;

/** A percentage with at most two decimals, as basis points (5.5 → 550). */
const percent = (fallbackBp: number) =>
  z
    .string()
    .default(String(fallbackBp / 100))
    .refine((text) => /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100, {
      message: 'must be a percentage from 0 to 100, with at most two decimals',
    })
    .transform((text) => Math.round(Number(text) * 100));

/** An amount of US$ with at most two decimals, as cents (2.50 → 250). */
const dollars = (fallbackCents: number) =>
  z
    .string()
    .default((fallbackCents / 100).toFixed(2))
    .refine((text) => /^\d{1,7}(\.\d{1,2})?$/.test(text), {
      message: 'must be an amount of US$ with at most two decimals (2.50)',
    })
    .transform((text) => Math.round(Number(text) * 100));

/** A Stripe key, when given: its documented prefix, so a key pasted in the wrong place is named. */
const stripeKey = (...prefixes: string[]) =>
  z
    .string()
    .refine((text) => prefixes.some((prefix) => text.startsWith(prefix)), {
      message: `must start with ${prefixes.join(' or ')}`,
    })
    .optional()
    .or(z.literal('').transform(() => undefined));

/** Money's settings when the environment does not say (README): the fees and their timing. */
export const DEFAULT_PAYMENTS: PaymentsSettings = {
  mode: 'test',
  fees: {
    serviceFeeBp: 550,
    smallOrderFee: 250,
    smallOrderBelow: 5_000,
    commissionBp: 2_000,
    clearingSeconds: 14 * 86_400,
  },
  withdrawalMinimum: 2_000,
};

/** How often cleared earnings are looked for, unless CLEARING_EVERY says. */
export const DEFAULT_CLEARING_EVERY_MS = 60_000;

/** The From of every mail when MAIL_FROM does not say. */
export const DEFAULT_MAIL_FROM = 'Giglane <no-reply@giglane.dev>';

/** How long a message may stay unread before its recipient, away, is mailed, unless configured. */
export const DEFAULT_MESSAGE_MAIL_DELAY_MS = 300_000;

/** How long a public page is kept for visitors who are not signed in, unless configured (decision 059). */
export const DEFAULT_PAGE_CACHE_MS = 60_000;

/** Picture uploads a user may start per hour, when UPLOAD_RATE_LIMIT does not say. */
export const DEFAULT_UPLOAD_RATE_LIMIT = 60;

/**
 * SOCIAL_LINKS: `network=https://…` pairs, comma-separated, e.g.
 * `x=https://x.com/giglane,linkedin=https://www.linkedin.com/company/giglane`. Left out, the footer
 * shows no social links.
 */
const socialLinks = z
  .string()
  .optional()
  .transform((value, context): SocialLink[] => {
    const links: SocialLink[] = [];
    for (const pair of (value ?? '').split(',').map((part) => part.trim())) {
      if (pair === '') continue;
      const at = pair.indexOf('=');
      const network = pair.slice(0, at).trim().toLowerCase();
      const url = pair.slice(at + 1).trim();
      if (at < 0 || !(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
        context.addIssue({
          code: 'custom',
          message: `must be network=https://… pairs with a network of ${SOCIAL_NETWORKS.join(', ')} (not "${pair}")`,
        });
        return z.NEVER;
      }
      if (!URL.canParse(url) || new URL(url).protocol !== 'https:') {
        context.addIssue({
          code: 'custom',
          message: `must link ${network} to an https:// URL (not "${url}")`,
        });
        return z.NEVER;
      }
      links.push({ network: network as SocialNetwork, url });
    }
    return links;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default('data'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  API_KEYS: list,
  CORS_ORIGINS: list,
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .regex(/^[^@<>]*<[^@\s<>]+@[^@\s<>]+>$|^[^@\s<>]+@[^@\s<>]+$/, {
      message: 'must be an address or Name <address>',
    })
    .default(DEFAULT_MAIL_FROM),
  MESSAGE_MAIL_AFTER: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_MESSAGE_MAIL_DELAY_MS / 1000),
  PAGE_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3_600)
    .default(DEFAULT_PAGE_CACHE_MS / 1000),
  ADMIN_EMAIL: z.email().default('admin@giglane.dev'),
  ADMIN_PASSWORD: z.string().min(6).default('admin123'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).default(DEFAULT_UPLOAD_RATE_LIMIT),
  MESSAGE_RATE_LIMIT: z.coerce.number().int().min(1).default(MESSAGE_RATE_LIMIT_DEFAULT),
  SEED: z.enum(['auto', 'off']).default('auto'),
  PGLITE_MAX_WAIT: z.coerce.number().int().min(1).default(2000),
  WEB_ROOT: z.string().optional(),
  TRUST_PROXY: trustProxy,
  REVIEWS: z.enum(REVIEW_MODES).default('open'),
  AUTOCOMPLETE_AFTER: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_ORDER_TIMES.autoCompleteAfterMs / 1000),
  // A timer on the outbox's table: any length the database's timestamps hold (here, a year).
  CANCEL_ANSWER_WITHIN: z.coerce
    .number()
    .int()
    .min(1)
    .max(31_536_000)
    .default(DEFAULT_ORDER_TIMES.cancellationAnswerMs / 1000),
  // At most a day: timers take at most 2^31 - 1 ms, and a longer wait would fire at once.
  AUTOCOMPLETE_EVERY: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_ORDER_TIMES.autoCompleteEveryMs / 1000),
  REVIEW_WINDOW: z.coerce
    .number()
    .int()
    .min(1)
    .default(DEFAULT_REVIEW_TIMES.windowMs / 1000),
  // At most a day, as AUTOCOMPLETE_EVERY.
  REVIEW_PUBLISH_EVERY: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_REVIEW_TIMES.publishEveryMs / 1000),
  LEVELS_EVERY: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_REVIEW_TIMES.levelsEveryMs / 1000),
  // Sizes are kept in 32-bit columns: at most 2,000 MB a file.
  MAX_DELIVERY_FILE_MB: z.coerce
    .number()
    .int()
    .min(1)
    .max(2_000)
    .default(DEFAULT_DELIVERY_FILE_MAX_BYTES / 1_000_000),
  S3_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  WORKER: z.enum(['on', 'off']).default('on'),
  PAYMENTS: z
    .string()
    .default(DEFAULT_PAYMENTS.mode)
    .pipe(z.enum(PAYMENT_MODES, { error: `must be one of ${PAYMENT_MODES.join(', ')}` })),
  STRIPE_SECRET_KEY: stripeKey('sk_', 'rk_'),
  STRIPE_PUBLISHABLE_KEY: stripeKey('pk_'),
  STRIPE_WEBHOOK_SECRET: stripeKey('whsec_'),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SERVICE_FEE_PERCENT: percent(DEFAULT_PAYMENTS.fees.serviceFeeBp),
  SMALL_ORDER_FEE: dollars(DEFAULT_PAYMENTS.fees.smallOrderFee),
  SMALL_ORDER_BELOW: dollars(DEFAULT_PAYMENTS.fees.smallOrderBelow),
  COMMISSION_PERCENT: percent(DEFAULT_PAYMENTS.fees.commissionBp),
  CLEARING_AFTER: z.coerce
    .number()
    .int()
    .min(0)
    // Stored per order in a 32-bit column of seconds.
    .max(2_000_000_000)
    .default(DEFAULT_PAYMENTS.fees.clearingSeconds),
  // At most a day, as AUTOCOMPLETE_EVERY.
  CLEARING_EVERY: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(DEFAULT_CLEARING_EVERY_MS / 1000),
  WITHDRAWAL_MINIMUM: dollars(DEFAULT_PAYMENTS.withdrawalMinimum),
  SOCIAL_LINKS: socialLinks,
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  dataDir: string;
  jwtSecret: string | undefined;
  apiKeys: string[];
  corsOrigins: string[];
  /** The origin of links in mail and of Stripe's return pages; undefined: http://localhost:<port>. */
  publicUrl: string | undefined;
  /** The SMTP server mail leaves by; undefined: mail is kept for the Mail outbox (decision 047). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How long a message may stay unread before its recipient, away, is mailed (decision 050). */
  messageMailDelayMs: number;
  /** How long a public page is kept for visitors who are not signed in; 0 keeps none (decision 059). */
  pageCacheMs: number;
  adminEmail: string;
  adminPassword: string;
  logLevel: string;
  /** Sign-in and sign-up attempts allowed per client address per minute. */
  authRateLimit: number;
  /** Picture uploads each user may start per hour, counted across instances. */
  uploadRateLimit: number;
  /** Messages each user may send per minute, counted across instances. */
  messageRateLimit: number;
  seed: 'auto' | 'off';
  /** How long (ms) an API request may wait on the embedded database before it is refused (503). */
  pgliteLoad: { maxWaitMs: number };
  /** The built web app's folder, when it is not apps/web/dist. */
  webRoot: string | undefined;
  /** Fastify's trustProxy: off, a hop count, or the proxies' addresses. */
  trustProxy: false | number | string[];
  /** Who may review a gig: anyone signed in (`open`), or only buyers of a completed order. */
  reviews: ReviewMode;
  /**
   * A delivered order completes on its own this long after its last delivery; checked this often.
   * A cancellation request nobody answers is accepted this long after it was made (decision 052).
   */
  orders: {
    autoCompleteAfterMs: number;
    autoCompleteEveryMs: number;
    cancellationAnswerMs?: number;
  };
  /**
   * The two reviews of a completed order stay hidden from each other side for `windowMs` unless
   * both write sooner; closed windows are published every `publishEveryMs`, and sellers' levels
   * recomputed every `levelsEveryMs` (decision 054).
   */
  reviewTimes: { windowMs: number; publishEveryMs: number; levelsEveryMs: number };
  /** Bytes a delivered file may hold. */
  maxDeliveryFileBytes: number;
  /** Giglane's own pages on social networks, for the footer (SOCIAL_LINKS). */
  socialLinks: SocialLink[];
  /** The bucket that stores files; undefined: the data folder does (decision 035). */
  s3: S3Options | undefined;
  /** `off`: the instance runs no outbox worker (nor order completion); another instance does. */
  worker: 'on' | 'off';
  /** How money works: the provider, the fees, the clearing period, the smallest withdrawal. */
  payments: PaymentsSettings;
  /** How often sellers' cleared earnings are looked for. */
  clearingEveryMs: number;
  /** Stripe's keys, when PAYMENTS is stripe (decision 046). */
  stripe: StripeSettings | undefined;
};

/** Reads the configuration table of the README from the environment. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (e.S3_URL && !e.S3_BUCKET)
    throw new Error('Invalid configuration:\n  S3_BUCKET: must be set when S3_URL is');
  const stripeKeys = {
    STRIPE_SECRET_KEY: e.STRIPE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: e.STRIPE_PUBLISHABLE_KEY,
    STRIPE_WEBHOOK_SECRET: e.STRIPE_WEBHOOK_SECRET,
  };
  const missing = Object.entries(stripeKeys).filter(([, value]) => value === undefined);
  if (e.PAYMENTS === 'stripe' && missing.length > 0)
    throw new Error(
      `Invalid configuration:\n  ${missing.map(([name]) => `${name}: must be set when PAYMENTS is stripe`).join('\n  ')}`,
    );
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's directory.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: path.resolve(base, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET,
    apiKeys: e.API_KEYS,
    corsOrigins: e.CORS_ORIGINS,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    messageMailDelayMs: e.MESSAGE_MAIL_AFTER * 1000,
    pageCacheMs: e.PAGE_CACHE_SECONDS * 1000,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    messageRateLimit: e.MESSAGE_RATE_LIMIT,
    seed: e.SEED,
    pgliteLoad: { maxWaitMs: e.PGLITE_MAX_WAIT },
    webRoot: e.WEB_ROOT && path.resolve(base, e.WEB_ROOT),
    trustProxy: e.TRUST_PROXY,
    reviews: e.REVIEWS,
    orders: {
      autoCompleteAfterMs: e.AUTOCOMPLETE_AFTER * 1000,
      autoCompleteEveryMs: e.AUTOCOMPLETE_EVERY * 1000,
      cancellationAnswerMs: e.CANCEL_ANSWER_WITHIN * 1000,
    },
    reviewTimes: {
      windowMs: e.REVIEW_WINDOW * 1000,
      publishEveryMs: e.REVIEW_PUBLISH_EVERY * 1000,
      levelsEveryMs: e.LEVELS_EVERY * 1000,
    },
    maxDeliveryFileBytes: e.MAX_DELIVERY_FILE_MB * 1_000_000,
    socialLinks: e.SOCIAL_LINKS,
    s3: e.S3_BUCKET
      ? {
          url: e.S3_URL,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    worker: e.WORKER,
    payments: {
      mode: e.PAYMENTS,
      fees: {
        serviceFeeBp: e.SERVICE_FEE_PERCENT,
        smallOrderFee: e.SMALL_ORDER_FEE,
        smallOrderBelow: e.SMALL_ORDER_BELOW,
        commissionBp: e.COMMISSION_PERCENT,
        clearingSeconds: e.CLEARING_AFTER,
      },
      withdrawalMinimum: e.WITHDRAWAL_MINIMUM,
    },
    clearingEveryMs: e.CLEARING_EVERY * 1000,
    stripe:
      e.PAYMENTS === 'stripe'
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
            apiUrl: e.STRIPE_API_URL?.replace(/\/$/, ''),
          }
        : undefined,
  };
}

import type { Server } from 'node:http';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGE_RATE_LIMIT_DEFAULT } from '@giglane/contract/message-values';
import {
  DEFAULT_CLEARING_EVERY_MS,
  DEFAULT_DELIVERY_FILE_MAX_BYTES,
  DEFAULT_MAIL_FROM,
  DEFAULT_MESSAGE_MAIL_DELAY_MS,
  DEFAULT_PAGE_CACHE_MS,
  DEFAULT_ORDER_TIMES,
  DEFAULT_REVIEW_TIMES,
  DEFAULT_PAYMENTS,
  DEFAULT_UPLOAD_RATE_LIMIT,
  type Config,
} from './config';
import type { Database, Listen } from './db/client';
import { RequestLog, requestLoggerOnFirstUse, safeLogger, type LoggerOptions } from './lib/logger';
import { replySerializerCompiler } from './lib/reply-serializer';
import type { FileStore } from './lib/file-store';
import { accountRecoveryRoutes } from './modules/accounts/account-recovery-routes';
import { databaseRateLimitStore } from './modules/accounts/rate-limit-store';
import { createLinkSigner } from './lib/signed-links';
import { createTokenService, type TokenService } from './lib/tokens';
import { askForRounds } from './lib/outbox-rounds';
import { ROW_COUNTS_FOLD_EVERY_MS } from './lib/row-counts';
import { authRoutes } from './modules/accounts/auth-routes';
import { originalAuthRoutes } from './modules/accounts/original-auth-routes';
import { originalCategoriesRoutes } from './modules/catalog/original-categories-routes';
import { originalCategoryGroupsRoutes } from './modules/catalog/original-category-groups-routes';
import fileSweeper from './modules/files/file-sweeper';
import { filesRoutes } from './modules/files/files-routes';
import { createStoredFiles } from './modules/files/stored-files';
import { originalGigsRoutes } from './modules/gigs/original-gigs-routes';
import { mailRoutes } from './modules/mail/mail-routes';
import { mailPreferencesRoutes } from './modules/mail/mail-preferences-routes';
import { createUnsubscribeTokens } from './modules/mail/unsubscribe-tokens';
import { appealsRoutes } from './modules/trust/appeals-routes';
import { reportsRoutes } from './modules/trust/reports-routes';
import { messagesRoutes } from './modules/messaging/messages-routes';
import { notificationsRoutes } from './modules/messaging/notifications-routes';
import orderCompletion from './modules/orders/order-completion';
import reviewPublishing from './modules/reviews/review-publishing';
import { ordersRoutes } from './modules/orders/orders-routes';
import earningsClearing from './modules/payments/earnings-clearing';
import { paymentsRoutes } from './modules/payments/payments-routes';
import type { PaymentProvider } from './modules/payments/payment-providers';
import { createStripeGateway } from './modules/payments/stripe-provider';
import { originalOrdersRoutes } from './modules/orders/original-orders-routes';
import { createRepositories } from './modules/repositories';
import { createServices, outboxHandlers } from './modules/services';
import { originalReviewsRoutes } from './modules/reviews/original-reviews-routes';
import { reviewsRoutes } from './modules/reviews/reviews-routes';
import { searchRoutes } from './modules/search/search-routes';
import { crawlingRoutes } from './modules/crawling/crawling-routes';
import { sellerGigsRoutes } from './modules/gigs/seller-gigs-routes';
import { profilesRoutes } from './modules/accounts/profiles-routes';
import { sellersRoutes } from './modules/gigs/sellers-routes';
import { originalSkillsRoutes } from './modules/catalog/original-skills-routes';
import { originalUsersRoutes } from './modules/accounts/original-users-routes';
import auth from './plugins/auth';
import cors from './plugins/cors';
import envelope, {
  MAX_PARAM_LENGTH,
  replyToClientError,
  replyToFrameworkError,
} from './plugins/envelope';
import health from './plugins/health';
import jsonBody from './plugins/json-body';
import live, { type LiveOptions } from './plugins/live';
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding';
import openapi from './plugins/openapi';
import outboxWorker from './plugins/outbox-worker';
import securityHeaders from './plugins/security-headers';
import uploads from './modules/files/uploads';
import webApp from './plugins/web-app';

export type AppOptions = {
  config: Pick<Config, 'apiKeys' | 'corsOrigins' | 'publicUrl' | 'authRateLimit'> &
    Partial<
      Pick<
        Config,
        | 'trustProxy'
        | 'uploadRateLimit'
        | 'messageRateLimit'
        | 'reviews'
        | 'orders'
        | 'reviewTimes'
        | 'maxDeliveryFileBytes'
        | 'socialLinks'
        | 'worker'
        | 'payments'
        | 'clearingEveryMs'
        | 'stripe'
        | 'smtpUrl'
        | 'mailFrom'
        | 'messageMailDelayMs'
        | 'pageCacheMs'
      >
    >;
  /** The payment processors by name, when a test puts its own beside the built-in one. */
  paymentProviders?: Record<string, PaymentProvider>;
  db: Database;
  /** Where files' bytes live (decision 035). */
  fileStore: FileStore;
  /** How often bytes no row names are looked for and deleted; a minute unless a test says. */
  fileSweepEveryMs?: number;
  /** The database handle's LISTEN, for the live channel's events; left out, sockets hear none. */
  listen?: Listen;
  /** The live channel's waits, shortened by tests. */
  liveTimes?: Pick<LiveOptions, 'authTimeoutMs' | 'idleMs'>;
  jwtSecret: string;
  /** Pino options (a level, a stream or a transport); the app adds what keeps secrets out. */
  logger?: LoggerOptions;
  /** The built web app's folder; left out, the server is the API alone (as in the API tests). */
  webRoot?: string;
  /** Bounds on concurrent API requests (the embedded database); left out, none. */
  loadShedding?: LoadSheddingOptions;
};

/** How long a signed link to a private file works: long enough to resume a large download. */
const FILE_LINK_SECONDS = 3_600;
/** How long the Mail outbox's link to a mail's HTML works: the page asks again when it reopens. */
const MAIL_LINK_SECONDS = 600;

/**
 * How long a client may take (decisions 012, 035). A request's headers arrive within 15 s, and its
 * body, a 250 MB delivery on a slow uplink included, within an hour, or the request is answered
 * 408; a socket idle for two minutes, mid-body or not, is closed. Idle keep-alive connections live longer than a load balancer's usual 60 s, so
 * the proxy, not the server, closes them and never reuses one the server has just dropped.
 */
const TIMEOUTS = {
  connectionTimeout: 120_000,
  requestTimeout: 3_600_000,
  keepAliveTimeout: 72_000,
} satisfies FastifyServerOptions;
/** Slow-header clients (slowloris) hold a socket for at most this long. */
const HEADERS_TIMEOUT = 15_000;

/** Fastify's types lack the hop count that proxy-addr takes: the same rule as a function. */
const trustedProxies = (trust: Config['trustProxy']) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** The origin of this server on its own machine, when no PUBLIC_URL says where it is reached. */
function localOrigin(address: ReturnType<Server['address']>): string {
  return `http://localhost:${typeof address === 'object' && address ? address.port : 3000}`;
}

/** Builds the app without listening: the server starts it, tests inject requests into it. */
export async function buildApp({
  config,
  db,
  fileStore,
  fileSweepEveryMs = 60_000,
  listen,
  liveTimes,
  jwtSecret,
  logger,
  webRoot,
  loadShedding: shedding,
  paymentProviders,
}: AppOptions) {
  const app = Fastify({
    logger: logger ? safeLogger(logger) : false,
    logController: new RequestLog(),
    childLoggerFactory: requestLoggerOnFirstUse,
    // Off unless configured: a forwarded header from anyone else would choose the client address
    // the sign-in limit counts and the host of every picture URL.
    trustProxy: trustedProxies(config.trustProxy ?? false),
    bodyLimit: 1_048_576,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: replyToFrameworkError,
    clientErrorHandler: replyToClientError,
    ...TIMEOUTS,
  });
  app.server.headersTimeout = HEADERS_TIMEOUT;
  // A phone that lost its signal is no fault of the server's: worth a line, not an alert.
  app.addHook('onRequestAbort', (request, done) => {
    request.log.info('the client closed the connection before the reply');
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);

  const repos = createRepositories(db);
  // Left out (an app built for a test or a benchmark), money is off: orders start as before.
  const payments = config.payments ?? { ...DEFAULT_PAYMENTS, mode: 'off' };
  const stripe =
    payments.mode === 'stripe' && config.stripe
      ? await createStripeGateway(config.stripe)
      : undefined;
  const services = createServices(
    db,
    repos,
    payments,
    {
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? DEFAULT_MAIL_FROM,
      publicUrl: () => config.publicUrl ?? localOrigin(app.server.address()),
      unreadMailDelayMs: config.messageMailDelayMs ?? DEFAULT_MESSAGE_MAIL_DELAY_MS,
      unsubscribeTokens: createUnsubscribeTokens(jwtSecret),
    },
    { ...DEFAULT_ORDER_TIMES, ...config.orders },
    paymentProviders,
    stripe,
  );
  const tokens = createTokenService(jwtSecret);
  const files = createStoredFiles(fileStore, repos.files);
  app.decorate('repos', repos);
  app.decorate('services', services);
  app.decorate('tokens', tokens);
  app.decorate('files', files);

  // JSON and the web app's text assets travel gzip- or brotli-compressed when the client accepts it.
  await app.register(compress, { threshold: 1024 });
  await app.register(envelope, { publicUrl: config.publicUrl });
  if (shedding) await app.register(loadShedding, shedding);
  await app.register(securityHeaders);
  await app.register(jsonBody);
  await app.register(cors, { origins: config.corsOrigins });
  // Limits are per route (sign-in and sign-up); reads stay unthrottled for the many honest clients.
  // Counted in the database, so several instances share one count per client address.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(repos.rateLimits),
  });
  await app.register(openapi);
  await app.register(auth, {
    tokens,
    apiKeys: config.apiKeys,
    findSessionUser: (id) => repos.users.findSession(id),
  });
  await app.register(uploads, {
    images: repos.images,
    files,
    uploadRateLimit: config.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
  });

  await app.register(originalAuthRoutes, { authRateLimit: config.authRateLimit });
  await app.register(authRoutes);
  await app.register(accountRecoveryRoutes, { authRateLimit: config.authRateLimit });
  await app.register(originalUsersRoutes);
  await app.register(originalSkillsRoutes);
  await app.register(originalCategoriesRoutes);
  await app.register(originalCategoryGroupsRoutes);
  await app.register(originalGigsRoutes);
  await app.register(searchRoutes);
  await app.register(sellerGigsRoutes);
  await app.register(sellersRoutes);
  await app.register(profilesRoutes);
  const orders = { ...DEFAULT_ORDER_TIMES, ...config.orders };
  const maxDeliveryFileBytes = config.maxDeliveryFileBytes ?? DEFAULT_DELIVERY_FILE_MAX_BYTES;
  await app.register(originalOrdersRoutes);
  const reviewTimes = config.reviewTimes ?? DEFAULT_REVIEW_TIMES;
  await app.register(ordersRoutes, {
    ...orders,
    maxDeliveryFileBytes,
    reviewWindowMs: reviewTimes.windowMs,
  });
  const reviews = config.reviews ?? 'open';
  await app.register(originalReviewsRoutes, { reviews, reviewWindowMs: reviewTimes.windowMs });
  await app.register(reviewsRoutes, {
    reviews,
    maxDeliveryFileBytes,
    autoCompleteAfterMs: orders.autoCompleteAfterMs,
    cancellationAnswerMs: orders.cancellationAnswerMs,
    reviewWindowMs: reviewTimes.windowMs,
    socialLinks: config.socialLinks ?? [],
  });
  await app.register(paymentsRoutes, { publicUrl: config.publicUrl });
  await app.register(crawlingRoutes, { sitemaps: app.repos.sitemaps, publicUrl: config.publicUrl });
  // Off: this instance serves requests only; another one's worker handles the outbox.
  if (config.worker !== 'off') {
    await app.register(outboxWorker, { db, listen, handlers: outboxHandlers(services) });
    await app.register(orderCompletion, { db, ...orders });
    askForRounds(
      app,
      db,
      { topic: 'row-counts.fold', payload: {}, dedupeKey: 'row-counts.fold' },
      ROW_COUNTS_FOLD_EVERY_MS,
    );
    await app.register(reviewPublishing, { db, ...reviewTimes });
    await app.register(earningsClearing, {
      db,
      everyMs: config.clearingEveryMs ?? DEFAULT_CLEARING_EVERY_MS,
    });
  }
  await app.register(live, {
    db,
    listen,
    findSession: (id) => repos.users.findSession(id),
    presence: repos.presence,
    load: {
      message: repos.messages.findMessage,
      notification: repos.notifications.findNotification,
    },
    ...liveTimes,
  });
  await app.register(messagesRoutes, {
    messageRateLimit: config.messageRateLimit ?? MESSAGE_RATE_LIMIT_DEFAULT,
  });
  await app.register(notificationsRoutes);
  await app.register(mailRoutes, { signer: createLinkSigner(jwtSecret, MAIL_LINK_SECONDS) });
  await app.register(mailPreferencesRoutes, { authRateLimit: config.authRateLimit });
  await app.register(reportsRoutes);
  await app.register(appealsRoutes, { authRateLimit: config.authRateLimit });
  await app.register(filesRoutes, { signer: createLinkSigner(jwtSecret, FILE_LINK_SECONDS) });
  await app.register(fileSweeper, { files, everyMs: fileSweepEveryMs });
  await app.register(health, { health: repos.health });
  if (webRoot)
    await app.register(webApp, {
      root: webRoot,
      repos,
      publicUrl: config.publicUrl,
      listen,
      pageCacheMs: config.pageCacheMs ?? DEFAULT_PAGE_CACHE_MS,
    });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

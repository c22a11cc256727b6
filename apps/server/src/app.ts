import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { DEFAULT_UPLOAD_RATE_LIMIT, type Config } from './config';
import type { Database } from './db/client';
import { createTokenService, type TokenService } from './lib/tokens';
import { authRoutes } from './modules/auth/routes';
import { commentsRoutes } from './modules/comments/routes';
import { groupsRoutes } from './modules/groups/routes';
import { hiresRoutes } from './modules/hires/routes';
import { jobTypesRoutes } from './modules/job-types/routes';
import { jobsRoutes } from './modules/jobs/routes';
import { createRepositories } from './modules/repositories';
import { searchRoutes } from './modules/search/routes';
import { skillsRoutes } from './modules/skills/routes';
import { usersRoutes } from './modules/users/routes';
import auth from './plugins/auth';
import envelope from './plugins/envelope';
import loadShedding, { type LoadSheddingOptions } from './plugins/load-shedding';
import openapi from './plugins/openapi';
import uploads from './plugins/uploads';
import webApp from './plugins/web-app';

export type AppOptions = {
  config: Pick<Config, 'apiKeys' | 'corsOrigins' | 'publicUrl' | 'authRateLimit'> &
    Partial<Pick<Config, 'uploadRateLimit'>>;
  db: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions['logger'];
  /** The built web app's folder; left out, the server is the API alone (as in the API tests). */
  webRoot?: string;
  /** Bounds on concurrent API requests (the embedded database); left out, none. */
  loadShedding?: LoadSheddingOptions;
};

/** Builds the app without listening: the server starts it, tests inject requests into it. */
export async function buildApp({
  config,
  db,
  jwtSecret,
  logger = false,
  webRoot,
  loadShedding: shedding,
}: AppOptions) {
  const app = Fastify({ logger, trustProxy: true, bodyLimit: 1_048_576 });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const repos = createRepositories(db);
  const tokens = createTokenService(jwtSecret);
  app.decorate('repos', repos);
  app.decorate('tokens', tokens);

  // JSON and the web app's text assets travel gzip- or brotli-compressed when the client accepts it.
  await app.register(compress, { threshold: 1024 });
  await app.register(envelope, { publicUrl: config.publicUrl });
  if (shedding) await app.register(loadShedding, shedding);
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : true,
  });
  // Limits are per route (sign-in and sign-up); reads stay unthrottled for the many honest clients.
  await app.register(rateLimit, { global: false });
  await app.register(openapi);
  await app.register(auth, {
    tokens,
    apiKeys: config.apiKeys,
    findSessionUser: (id) => repos.users.findSession(id),
  });
  await app.register(uploads, {
    images: repos.images,
    uploadRateLimit: config.uploadRateLimit ?? DEFAULT_UPLOAD_RATE_LIMIT,
  });

  await app.register(authRoutes, { authRateLimit: config.authRateLimit });
  await app.register(usersRoutes);
  await app.register(skillsRoutes);
  await app.register(jobTypesRoutes);
  await app.register(groupsRoutes);
  await app.register(jobsRoutes);
  await app.register(searchRoutes);
  await app.register(hiresRoutes);
  await app.register(commentsRoutes);
  if (webRoot) await app.register(webApp, { root: webRoot, repos });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

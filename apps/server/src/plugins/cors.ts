import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';
import { invalid } from '../lib/errors';

/**
 * Browsers on other origins call the whole contract: its verbs and the headers it reads. `token`
 * is also a reply header (a fresh session after a password change or a sign-out everywhere) and
 * `Retry-After` tells a refused client when to come back, so scripts may read both.
 */
export default fp(
  async (app: FastifyInstance, options: { origins: string[] }) => {
    // @fastify/cors answers an OPTIONS that is no preflight in plain text; here it is a 400 in the
    // envelope like any other bad request.
    // A callback hook: it runs on every request, so no promise for the many that are no preflight.
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.method !== 'OPTIONS') return done();
      if (!request.headers.origin)
        return done(invalid('Origin', 'is required in a CORS preflight'));
      if (!request.headers['access-control-request-method'])
        return done(invalid('Access-Control-Request-Method', 'is required in a CORS preflight'));
      done();
    });
    await app.register(fastifyCors, {
      origin: options.origins.length > 0 ? options.origins : true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['token', 'tokenCybersoft', 'Authorization', 'Content-Type'],
      exposedHeaders: ['token', 'Retry-After'],
      // Chromium keeps a preflight for at most two hours; ten minutes spares most of them.
      maxAge: 600,
    });
  },
  { name: 'cors' },
);

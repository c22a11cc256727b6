import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Clients such as axios send `Content-Type: application/json` on a DELETE without a body; an empty
 * JSON body is read as no body, so the route (and its schema) decides whether one was needed.
 * Anything else goes to Fastify's own parser, with its prototype-poisoning checks.
 */
export default fp(
  async (app: FastifyInstance) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);

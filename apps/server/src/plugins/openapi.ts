import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the same zod schemas that validate the requests. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Giglane API',
          version: '1.0.0',
          description:
            'The marketplace API. Every reply is the envelope {statusCode, message, content, dateTime}. ' +
            'Sign in with POST /api/auth/signin and send the token in the `token` header.',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'token' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/swagger',
      // Its own policy: it shows the online validator's badge and adds <style> elements as it
      // runs; no upgrade of http on a server without TLS.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(' upgrade-insecure-requests;', '')
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'"),
    });
  },
  { name: 'openapi' },
);

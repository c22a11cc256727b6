import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built web app from one process and one port: hashed assets cached for a year,
 * index.html never cached, and index.html for every other page path so client routes load on a
 * reload or a shared link. API paths keep their JSON 404s.
 */
export default fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const index = path.join(options.root, 'index.html');
    if (!existsSync(index)) {
      app.log.warn(`No built web app in ${options.root}: run "npm run build" to serve it`);
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders(response, filePath: string) {
        response.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });

    const sendApp = (reply: FastifyReply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html');

    app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply));
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      // Files that do not exist, and API or picture paths, are real 404s; page paths get the app.
      if (/^\/(api|images|avatar|swagger)(\/|$)/.test(pathname) || path.extname(pathname))
        return reply.callNotFound();
      return sendApp(reply);
    });
  },
  { name: 'web-app' },
);

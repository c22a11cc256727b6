import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The web app loads only its own scripts, styles, media and API; pictures may also come from any
 * https host, because clients of the contract store picture URLs of their own (`hinhAnh`,
 * `avatar`). No page may be framed: the sign-in and admin forms are worth clickjacking. A page
 * rendered on the server carries its screens' style attributes (a star rating's fill, a
 * carousel's slide widths), which React set through the DOM before and does not set again when it
 * hydrates: attributes may hold styles, style elements and sheets stay the site's own
 * (decision 057).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Security headers on every reply. Swagger UI (under /swagger) sets a policy of its own that lets
 * it show the online validator's badge (`staticCSP` in plugins/openapi.ts): this one leaves it. A
 * route that set a policy of its own (a mail's HTML for the Mail outbox's frame) keeps it, with
 * the framing it chose.
 * No Cross-Origin-Resource-Policy: pictures are meant to be shown by clients on other origins.
 */
export default fp(
  async (app: FastifyInstance) => {
    // A callback hook with its headers built once: it runs on every reply, so no promise per reply.
    const unframed = {
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    };
    const everyReply = { 'X-Frame-Options': 'DENY', ...unframed };
    const withPolicy = { 'Content-Security-Policy': CONTENT_SECURITY_POLICY, ...everyReply };
    app.addHook('onSend', (request, reply, payload, done) => {
      reply.headers(
        /^\/swagger(\/|$)/.test(request.url)
          ? everyReply
          : reply.hasHeader('Content-Security-Policy')
            ? unframed
            : withPolicy,
      );
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);

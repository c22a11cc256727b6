import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointPaths } from '@giglane/contract/endpoint-paths';
import { endpoints } from '@giglane/contract/endpoints';
import { notFound } from '../../lib/errors';
import { routeOf } from '../../lib/routes';
import type { LinkSigner } from '../../lib/signed-links';

export type MailRoutesOptions = {
  /** Signs the link a frame loads one mail's HTML by: a frame cannot send the token header. */
  signer: LinkSigner;
};

/**
 * A mail's HTML as a mail client shows it (decision 050): its inline styles and pictures from
 * anywhere, nothing else — no scripts, fonts, frames or forms — in a sandbox of its own, framed
 * only by the app's pages.
 */
export const MAIL_HTML_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src * data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const htmlPathOf = (id: number) => endpointPaths.getMailHtml.path.replace(':id', String(id));

/** The admins' Mail outbox (decision 047): every mail, and one with its bodies and headers. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { signer }) => {
  const service = app.services.mail;

  app.route({
    ...routeOf(endpoints.listMail),
    handler: async (request, reply) => {
      await request.requireAdmin();
      return reply.ok(await service.list(request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.getMail),
    handler: async (request, reply) => {
      await request.requireAdmin();
      const mail = await service.find(request.params.id);
      const htmlUrl = mail.html === null ? null : signer.sign(htmlPathOf(mail.id)).url;
      return reply.ok({ ...mail, htmlUrl });
    },
  });

  app.route({
    ...routeOf(endpoints.getMailHtml),
    handler: async (request, reply) => {
      const { id } = request.params;
      // Only an admin's reply signs the link; without one, the admin's token header is needed.
      if (!signer.verify(htmlPathOf(id), request.query)) await request.requireAdmin();
      const { html } = await service.find(id);
      if (html === null) throw notFound();
      return reply
        .header('Content-Security-Policy', MAIL_HTML_POLICY)
        .header('X-Frame-Options', 'SAMEORIGIN')
        .header('Cache-Control', 'private, no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  });
};

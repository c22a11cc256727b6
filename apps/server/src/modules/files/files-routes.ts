import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@giglane/contract/endpoints';
import { signedLinkQuery } from '@giglane/contract/files';
import { notFound } from '../../lib/errors';
import { contentDisposition } from './file-checks';
import { routeOf } from '../../lib/routes';
import type { LinkSigner } from '../../lib/signed-links';
import { mayFetch } from './files-rules';
import { sendStoredFile } from './send-stored-file';

export type FilesRoutesOptions = { signer: LinkSigner };

const nameParams = z.object({ name: z.string().regex(/^[\w-]+(\.[\w-]+)*$/) });
const ATTACHMENT_PATH = /^\/api\/message-attachments\/(\d{1,9})$/;
const DELIVERED_PATH = /^\/files\/[\w-]+(\.[\w-]+)*$/;

/** The path of a URL as the API gave it, absolute or not; null for one that cannot be read. */
function pathOf(url: string): string | null {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/**
 * Files' bytes, streamed from the file store with byte ranges (decision 035): public pictures to
 * anyone; delivered files and message attachments to their order's or conversation's two
 * parties and admins, by the token header or a signed link, and a 404 to anyone else.
 */
export const filesRoutes: FastifyPluginAsyncZod<FilesRoutesOptions> = async (app, options) => {
  const repo = app.repos.files;
  const { store } = app.files;
  const { signer } = options;
  // Pictures, PDFs, archives and movies gain nothing from gzip, and a range must be of the bytes.
  const uncompressed = { compress: false as const };

  for (const folder of ['images', 'avatar'] as const)
    app.get(
      `/${folder}/:name`,
      { schema: { hide: true }, ...uncompressed },
      async (request, reply) => {
        const parsed = nameParams.safeParse(request.params);
        const file = parsed.success
          ? await repo.findPublic(`/${folder}/${parsed.data.name}`)
          : null;
        if (!file) return reply.callNotFound();
        return sendStoredFile(request, reply, store, file, {
          // Every stored name is unique and never reused for other bytes.
          'Cache-Control': 'public, max-age=31536000, immutable',
        });
      },
    );

  app.get('/files/:name', { schema: { hide: true }, ...uncompressed }, async (request, reply) => {
    const parsed = nameParams.safeParse(request.params);
    const query = signedLinkQuery.safeParse(request.query);
    const path = parsed.success ? `/files/${parsed.data.name}` : null;
    const file = path ? await repo.findDelivered(path) : null;
    const allowed =
      file &&
      ((query.success && signer.verify(file.path, query.data)) ||
        mayFetch(file, await request.optionalUser()));
    if (!allowed) return reply.callNotFound();
    return sendStoredFile(request, reply, store, file, {
      // Always a download, never shown on our origin; the name as the seller uploaded it.
      'Content-Disposition': contentDisposition(file.name),
      // For the parties' eyes only: no shared cache keeps a copy.
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  });

  app.route({
    ...routeOf(endpoints.getMessageAttachment),
    ...uncompressed,
    handler: async (request, reply) => {
      const { id } = request.params;
      const file = await repo.findAttachment({ id });
      const signed = signer.verify(`/api/message-attachments/${id}`, request.query);
      // Without a signed link, the token header is needed (403 without one, as before).
      if (!signed && !mayFetch(file ?? { buyerId: 0, sellerId: 0 }, await request.requireUser()))
        throw notFound();
      if (!file) throw notFound();
      return sendStoredFile(request, reply, store, file, {
        // A picture shows in the conversation; a PDF is a download, never opened on our origin.
        'Content-Disposition': contentDisposition(file.name, file.contentType.startsWith('image/')),
        'Cache-Control': 'private, max-age=31536000, immutable',
      });
    },
  });

  app.route({
    ...routeOf(endpoints.createFileLink),
    handler: async (request, reply) => {
      const user = await request.requireUser();
      const path = pathOf(request.body.url);
      const attachment = path ? ATTACHMENT_PATH.exec(path) : null;
      const file = attachment
        ? await repo.findAttachment({ id: Number(attachment[1]) })
        : path && DELIVERED_PATH.test(path)
          ? await repo.findDelivered(path)
          : null;
      if (!file || !mayFetch(file, user)) throw notFound();
      const link = signer.sign(path!);
      return reply.ok({ url: link.url, expiresAt: link.expiresAt.toISOString() });
    },
  });
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { serverText } from '@giglane/contract/server-text';
import { badRequest } from '../lib/errors';
import {
  reencodeUpload,
  sniffImageFormat,
  type EncodedImage,
  type ImageFolder,
} from '../lib/images';
import type { ImagesRepository } from '../modules/images/images-repository';

export const MAX_UPLOAD_BYTES = 1_000_000;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The picture in the multipart part `formFile`, checked by content and re-encoded; nothing is
     * stored yet. 400 with the original's texts for a missing, too large or non-image file.
     */
    readImageUpload(folder: ImageFolder): Promise<EncodedImage>;
  }
}

export default fp(
  async (app: FastifyInstance, options: { images: ImagesRepository }) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 },
    });

    app.decorateRequest(
      'readImageUpload',
      async function (this: FastifyRequest, folder: ImageFolder) {
        if (!this.isMultipart()) throw badRequest(serverText.noImage);
        let bytes: Buffer | undefined;
        try {
          for await (const part of this.parts()) {
            if (part.type === 'file' && part.fieldname === 'formFile' && !bytes)
              bytes = await part.toBuffer();
            else if (part.type === 'file') part.file.resume();
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(serverText.imageTooLarge);
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw badRequest(serverText.noImage);
          throw error;
        }
        if (!bytes || bytes.length === 0) throw badRequest(serverText.noImage);
        const format = sniffImageFormat(bytes);
        if (!format) throw badRequest(serverText.imageType);
        try {
          return await reencodeUpload(bytes, format, folder);
        } catch {
          // Right signature, broken body: as far as the client is concerned, not a usable picture.
          throw badRequest(serverText.imageType);
        }
      },
    );

    const params = z.object({ name: z.string().regex(/^[\w.-]+$/) });
    for (const folder of ['images', 'avatar'] as const) {
      app.get(`/${folder}/:name`, { schema: { hide: true } }, async (request, reply) => {
        const parsed = params.safeParse(request.params);
        const image = parsed.success
          ? await options.images.find(`/${folder}/${parsed.data.name}`)
          : null;
        if (!image) return reply.callNotFound();
        return (
          reply
            .header('Content-Type', image.contentType)
            .header('X-Content-Type-Options', 'nosniff')
            // Every stored name is unique and never reused for other bytes.
            .header('Cache-Control', 'public, max-age=31536000, immutable')
            .send(image.bytes)
        );
      });
    }
  },
  { name: 'uploads' },
);

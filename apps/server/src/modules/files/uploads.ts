import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart, { type Multipart } from '@fastify/multipart';
import { PICTURE_MAX_BYTES, PICTURE_RULES } from '@giglane/contract/gig-offer-values';
import { serverText } from '@giglane/contract/server-text';
import { badRequest, HttpError, invalid } from '../../lib/errors';
import { randomUUID } from 'node:crypto';
import type { ReceivedFile } from './file-checks';
import {
  encodeGalleryPicture,
  pictureWork,
  picturesBusy,
  reencodeUpload,
  sniffImageFormat,
  type EncodedImage,
  type ImageFolder,
  type UploadFormat,
} from '../../lib/images';
import type { StoredFile } from './files-repository';
import type { StoredFiles } from './stored-files';
import type { ImagesRepository } from './images-repository';

export const MAX_UPLOAD_BYTES = 1_000_000;

const STORED_KEYS = Symbol('stored keys');

/**
 * How an upload is refused: the original API's limit and texts, which its own clients show, or the
 * gig editor's gallery's, in English naming the field and the rule.
 */
type UploadRules = {
  maxBytes: number;
  missing: () => HttpError;
  tooLarge: () => HttpError;
  notPicture: () => HttpError;
};

const ORIGINAL_RULES: UploadRules = {
  maxBytes: MAX_UPLOAD_BYTES,
  missing: () => badRequest(serverText.noImage),
  tooLarge: () => badRequest(serverText.imageTooLarge),
  notPicture: () => badRequest(serverText.imageType),
};

const GALLERY_RULES: UploadRules = {
  maxBytes: PICTURE_MAX_BYTES,
  missing: () => invalid('formFile', 'must be a multipart part holding the picture'),
  tooLarge: () => invalid('formFile', PICTURE_RULES.size),
  notPicture: () => invalid('formFile', PICTURE_RULES.type),
};

/** A gallery picture stored in each of its sizes (decision 021), its rows not written yet. */
export type StoredGalleryPicture = StoredFile & {
  width: number;
  height: number;
  sizes: (StoredFile & { width: number })[];
};

const tooLarge = (form: FormRules) =>
  invalid(form.part, `each file must be at most ${form.maxBytes.toLocaleString('en-US')} bytes`);

/** Who reads a gallery picture: the original API's upload, or the gig editor's. */
export type GalleryUploader = 'original-api' | 'gig-editor';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The picture in the multipart part `formFile`, checked by content, re-encoded and stored; its
     * row is the caller's to write (without it, the bytes go). 400 with the original's texts for a missing, too large or non-image file, and
     * naming the rule for one over the pixel limit, cut off or damaged; 429 past the caller's
     * uploads per hour; 503 while too many pictures are in line.
     */
    readImageUpload(folder: ImageFolder): Promise<StoredFile>;
    /**
     * The same for a gig's gallery: the picture with its narrower sizes (decision 021). The gig
     * editor's takes pictures up to PICTURE_MAX_BYTES and refuses in English (decision 030).
     */
    readGalleryPicture(uploader: GalleryUploader): Promise<StoredGalleryPicture>;
    /**
     * A multipart form of text fields and up to `max` files in parts named `part`, each of at
     * most `maxBytes`, counted as one upload against the caller's hour. Each file is streamed into
     * the file store under `folder` as it arrives; nothing is checked of its content yet. 400
     * naming the rule for too many or too large files or a broken body.
     */
    readFormFiles(form: FormRules): Promise<FormFiles>;
    /** File store keys this request wrote: discarded unless its reply succeeds. */
    storedKeys: string[];
  }
}

type FormRules = { part: string; max: number; maxBytes: number; folder: string };

export type FormFiles = {
  fields: Record<string, string>;
  files: ReceivedFile[];
};

export default fp(
  async (
    app: FastifyInstance,
    options: { images: ImagesRepository; files: StoredFiles; uploadRateLimit: number },
  ) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 20 },
    });

    // Made on first use: most requests store nothing.
    app.decorateRequest('storedKeys', {
      getter(this: FastifyRequest & { [STORED_KEYS]?: string[] }) {
        this[STORED_KEYS] ??= [];
        return this[STORED_KEYS];
      },
    });
    // A refused or failed request leaves no bytes behind; a successful one has written their rows.
    // A callback hook: it runs on every request, so no promise for the many that stored nothing.
    app.addHook('onResponse', (request, reply, done) => {
      if (reply.statusCode < 400 || request.storedKeys.length === 0) return done();
      void options.files
        .discard(request.storedKeys)
        .catch((error: unknown) =>
          request.log.error({ err: error }, 'discarding the files of a failed upload failed'),
        )
        .then(() => done());
    });

    /** Stores bytes under `key` for this request: discarded if it fails. */
    async function store(
      request: FastifyRequest,
      key: string,
      body: Parameters<StoredFiles['put']>[1],
    ) {
      request.storedKeys.push(key);
      return options.files.put(key, body);
    }

    /** Stores an encoded picture under its path's key. */
    async function storeImage(request: FastifyRequest, image: EncodedImage): Promise<StoredFile> {
      const key = image.path.slice(1);
      const { size } = await store(request, key, Buffer.from(image.bytes));
      return { path: image.path, key, contentType: image.contentType, size };
    }

    /** Counts an upload the signed-in caller starts before reading it: 429 past the hour's. */
    async function countUpload(request: FastifyRequest, field: string, noun: string) {
      const uploader = await request.requireUser();
      // Counted before the file is read: a refused picture costs work too.
      if (!(await options.images.recordUpload(uploader.id, options.uploadRateLimit)))
        throw new HttpError(
          429,
          `${field}: at most ${options.uploadRateLimit} ${noun} per user per hour; try again later`,
          serverText.tooManyRequests,
        );
    }

    /**
     * Reads every part of the body, `onLimit` naming the refusal for a part over a limit; the
     * parser's own errors (a body cut off mid-part, a broken boundary) carry no status: the body
     * is at fault, not the server.
     */
    async function readParts(
      request: FastifyRequest,
      limits: { files: number; fileSize: number },
      onPart: (part: Multipart) => Promise<void>,
      onLimit: (code: 'size' | 'count') => HttpError,
    ): Promise<void> {
      try {
        for await (const part of request.parts({ limits })) await onPart(part);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw onLimit('size');
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw onLimit('count');
        if ((error as { statusCode?: number }).statusCode === undefined)
          throw invalid(
            'body',
            'must be a complete multipart body; this one ends early or is malformed',
          );
        throw error;
      }
    }

    /** The uploaded file's bytes and format, counted against the caller's hourly uploads. */
    async function readUpload(
      request: FastifyRequest,
      rules: UploadRules,
    ): Promise<{ bytes: Buffer; format: UploadFormat }> {
      if (!request.isMultipart()) throw rules.missing();
      await request.requireUser();
      // Refused before counting or reading anything while the line is full: no work is wasted.
      if (pictureWork.isFull()) throw picturesBusy();
      await countUpload(request, 'formFile', 'pictures');
      let bytes: Buffer | undefined;
      await readParts(
        request,
        { files: 1, fileSize: rules.maxBytes },
        async (part) => {
          if (part.type === 'file' && part.fieldname === 'formFile' && !bytes)
            bytes = await part.toBuffer();
          else if (part.type === 'file') part.file.resume();
        },
        (limit) => (limit === 'size' ? rules.tooLarge() : rules.missing()),
      );
      if (!bytes || bytes.length === 0) throw rules.missing();
      const format = sniffImageFormat(bytes);
      if (!format) throw rules.notPicture();
      return { bytes, format };
    }

    app.decorateRequest(
      'readImageUpload',
      async function (this: FastifyRequest, folder: ImageFolder) {
        const { bytes, format } = await readUpload(this, ORIGINAL_RULES);
        const picture = await pictureWork.run(() =>
          reencodeUpload(bytes, format, folder, ORIGINAL_RULES.notPicture),
        );
        return storeImage(this, picture);
      },
    );

    app.decorateRequest(
      'readGalleryPicture',
      async function (this: FastifyRequest, uploader: GalleryUploader) {
        const rules = uploader === 'gig-editor' ? GALLERY_RULES : ORIGINAL_RULES;
        const { bytes, format } = await readUpload(this, rules);
        const picture = await pictureWork.run(() =>
          encodeGalleryPicture(bytes, format, rules.notPicture),
        );
        const sizes = [];
        for (const size of picture.sizes)
          sizes.push({ ...(await storeImage(this, size)), width: size.width });
        return {
          ...(await storeImage(this, picture)),
          width: picture.width,
          height: picture.height,
          sizes,
        };
      },
    );

    app.decorateRequest('readFormFiles', async function (this: FastifyRequest, form: FormRules) {
      if (!this.isMultipart())
        throw invalid('body', `must be multipart/form-data, the files in parts named ${form.part}`);
      const read: FormFiles = { fields: {}, files: [] };
      await readParts(
        this,
        { files: form.max, fileSize: form.maxBytes },
        async (part) => {
          if (part.type === 'field') read.fields[part.fieldname] = String(part.value);
          else if (part.fieldname === form.part) {
            // A part of type application/octet-stream is a file even without a name.
            if (part.filename === undefined)
              throw invalid(
                form.part,
                'each file must have a file name (filename in its Content-Disposition)',
              );
            // A form that brings files is one upload, counted at its first file: a message of
            // text alone uploads nothing.
            if (read.files.length === 0) await countUpload(this, form.part, 'uploads');
            const key = `${form.folder}/${randomUUID()}`;
            const { size } = await store(this, key, part.file);
            // Cut at the limit: the parser raises it at the next part, this is the last.
            if (part.file.truncated) throw tooLarge(form);
            read.files.push({ name: part.filename, key, size });
          } else part.file.resume();
        },
        (limit) =>
          limit === 'size'
            ? tooLarge(form)
            : invalid(form.part, `must be at most ${form.max} files`),
      );
      return read;
    });
  },
  { name: 'uploads' },
);

import { randomUUID } from 'node:crypto';
import type { default as SharpModule, Sharp } from 'sharp';
import { PICTURE_WIDTHS } from '@giglane/contract/gig-offer-values';
import { serverText } from '@giglane/contract/server-text';
import { badRequest, HttpError, invalid } from './errors';
import { createWorkQueue } from './work-queue';

export type ImageFolder = 'images' | 'avatar';

export type EncodedImage = { path: string; contentType: string; bytes: Uint8Array };

/** A re-encoded upload with the size it was stored at. */
export type EncodedPicture = EncodedImage & { width: number; height: number };

/**
 * A gallery picture (decision 021): its largest size, and the narrower sizes of PICTURE_WIDTHS
 * stored beside it for cards and phones, narrowest first.
 */
export type GalleryPicture = EncodedPicture & { sizes: (EncodedImage & { width: number })[] };

const FORMATS = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  gif: { ext: 'gif', contentType: 'image/gif' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;

export type UploadFormat = 'jpeg' | 'png' | 'gif';

/** The format a file really has, read from its first bytes; the name a client gave means nothing. */
export function sniffImageFormat(bytes: Uint8Array): UploadFormat | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0x47, 0x49, 0x46, 0x38)) return 'gif';
  return null;
}

/** Largest side we keep: enough for a gig page at 2x, small enough to serve fast. */
const MAX_SIDE = 1600;

/**
 * Most pixels an upload may decode to: a 24-megapixel camera photo. Decoding costs memory and time
 * in proportion to pixels, not bytes, so a small file may hide a gigabyte of them.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

let sharpLoading: Promise<typeof SharpModule> | undefined;

/**
 * sharp, loaded with the first picture rather than at start: its native library (libvips) takes
 * about 12 MiB of resident memory that a server with no picture to work on does not need
 * (decision 039).
 */
export function loadSharp(): Promise<typeof SharpModule> {
  sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // Each picture is worked on by one libvips thread: the machine's cores stay free for requests,
    // and how many pictures run at once is decided by the uploads' queue alone.
    sharp.concurrency(1);
    return sharp;
  });
  return sharpLoading;
}

/** 503 past the line of pictures waiting: a server condition, whatever the field. */
export const picturesBusy = () =>
  new HttpError(
    503,
    'the server is processing other pictures; try again in a moment',
    serverText.tooManyRequests,
  );

/**
 * Pictures are decoded on Node's small thread pool, which sign-in (argon2) and compression share:
 * one picture at a time per process leaves them the other threads, and a short line behind it
 * bounds the wait (each picture is bounded by its pixel limit). Past that line, a prompt 503.
 * Every picture the server decodes, whatever route it came by, waits in this one line.
 */
export const pictureWork = createWorkQueue({ running: 1, waiting: 8 }, picturesBusy);

/** A picture decoded and encoded again in its own format, without what the file carried besides. */
export type CleanPicture = {
  contentType: string;
  ext: string;
  bytes: Buffer;
  width: number;
  height: number;
};

/**
 * Decodes and re-encodes a picture in its own format. Re-encoding drops metadata (EXIF with its
 * GPS position, camera serials, XMP) and anything hidden after the image data. Only the first
 * frame of an animated GIF is kept. Refuses with a 400 naming `field` and the rule before decoding
 * a picture over MAX_INPUT_PIXELS (its header says how large it is), and after decoding one that
 * does not decode completely (cut off or damaged); with `notPicture`'s error when its header
 * cannot be read.
 */
export async function reencodePicture(
  bytes: Uint8Array,
  format: UploadFormat,
  field: string,
  notPicture: () => HttpError = () => badRequest(serverText.imageType),
): Promise<CleanPicture> {
  const sharp = await loadSharp();
  // The header alone: no pixel limit yet, or the largest bombs would pass for broken files.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) throw notPicture();
  if (header.width * header.height > MAX_INPUT_PIXELS)
    throw invalid(
      field,
      `must be at most ${MAX_INPUT_PIXELS.toLocaleString('en-US')} pixels (width × height); ` +
        `this picture is ${header.width} × ${header.height}`,
    );
  // failOn 'warning' (the strictest) refuses a file that ends early instead of keeping the part
  // that decoded; pages 1 reads one frame however many follow.
  const image = sharp(bytes, { pages: 1, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  const encoded = await encodeAs(image, format)
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw invalid(field, 'must be a complete picture; this file is cut off or damaged');
    });
  return {
    ...FORMATS[format],
    bytes: encoded.data,
    width: encoded.info.width,
    height: encoded.info.height,
  };
}

/** An upload of the `formFile` part, cleaned as reencodePicture does, under a name the server makes. */
export async function reencodeUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  folder: ImageFolder,
  notPicture?: () => HttpError,
): Promise<EncodedPicture> {
  const { ext, contentType, ...picture } = await reencodePicture(
    bytes,
    format,
    'formFile',
    notPicture,
  );
  return { path: `/${folder}/${randomUUID()}.${ext}`, contentType, ...picture };
}

function encodeAs(image: Sharp, format: UploadFormat): Sharp {
  if (format === 'jpeg') return image.jpeg({ quality: 85, mozjpeg: true });
  if (format === 'png') return image.png({ compressionLevel: 9 });
  // The lowest effort: quantising colours costs seconds per large picture at the default.
  return image.gif({ effort: 1 });
}

/** Where a picture's narrower size is stored: `/images/<name>-w480.jpg` beside `/images/<name>.jpg`. */
export const sizePath = (path: string, width: number) =>
  path.replace(/(\.[^./]+)$/, `-w${width}$1`);

/**
 * An upload for a gig's gallery: re-encoded as reencodeUpload does, and resized to each width of
 * PICTURE_WIDTHS narrower than it, so pages pick a size from a srcset instead of the server
 * resizing per request.
 */
export async function encodeGalleryPicture(
  bytes: Uint8Array,
  format: UploadFormat,
  notPicture: () => HttpError,
): Promise<GalleryPicture> {
  const sharp = await loadSharp();
  const picture = await reencodeUpload(bytes, format, 'images', notPicture);
  const sizes: GalleryPicture['sizes'] = [];
  for (const width of PICTURE_WIDTHS.filter((w) => w < picture.width)) {
    const resized = await encodeAs(sharp(picture.bytes).resize({ width }), format).toBuffer();
    sizes.push({
      path: sizePath(picture.path, width),
      contentType: picture.contentType,
      bytes: resized,
      width,
    });
  }
  return { ...picture, sizes };
}

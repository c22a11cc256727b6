import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

export type ImageFolder = 'images' | 'avatar';

export type EncodedImage = { path: string; contentType: string; bytes: Uint8Array };

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
 * Decodes and re-encodes an upload in its own format under a name the server makes. Re-encoding
 * drops metadata (EXIF, GPS) and anything hidden after the image data. Throws when the bytes do
 * not decode as an image.
 */
export async function reencodeUpload(
  bytes: Uint8Array,
  format: UploadFormat,
  folder: ImageFolder,
): Promise<EncodedImage> {
  let image = sharp(bytes, { animated: format === 'gif' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
  if (format === 'jpeg') image = image.jpeg({ quality: 85, mozjpeg: true });
  else if (format === 'png') image = image.png({ compressionLevel: 9 });
  else image = image.gif();
  return {
    path: `/${folder}/${randomUUID()}.${FORMATS[format].ext}`,
    contentType: FORMATS[format].contentType,
    bytes: await image.toBuffer(),
  };
}

/** Renders an SVG design (seeded pictures) to a compact WebP. */
export async function renderSvg(
  svg: string,
  folder: ImageFolder,
  name: string,
  width: number,
): Promise<EncodedImage> {
  const bytes = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 82 }).toBuffer();
  return { path: `/${folder}/${name}.webp`, contentType: FORMATS.webp.contentType, bytes };
}

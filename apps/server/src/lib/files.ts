import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DELIVERY_FILE_TYPES } from '@giglane/contract/order-values';
import { invalid } from './errors';
import { sniffImageFormat } from './images';

type FileType = (typeof DELIVERY_FILE_TYPES)[number];

const CONTENT_TYPES: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

const bytesOf = (text: string) => Buffer.from(text, 'latin1');
const PDF_START = bytesOf('%PDF-');
const PDF_END = bytesOf('%%EOF');
const ZIP_START = bytesOf('PK\x03\x04');
/** The end-of-central-directory record every complete zip ends with (an empty one is only that). */
const ZIP_END = bytesOf('PK\x05\x06');
/** The end record sits in the last 22 bytes, plus a comment of up to 64 KB. */
const ZIP_END_WINDOW = 22 + 65_535;

/**
 * What a file really is, told by its content, never by its name: a picture whose header decodes
 * (jpg, png, gif, as uploads are checked), a PDF that starts and ends as one, or a zip archive
 * with its central directory. Null for anything else (a renamed text file, a cut-off file).
 */
export async function sniffDeliveryType(bytes: Buffer): Promise<FileType | null> {
  const image = sniffImageFormat(bytes);
  if (image) {
    const header = await sharp(bytes, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    return header?.width && header.height ? (image === 'jpeg' ? 'jpg' : image) : null;
  }
  if (bytes.subarray(0, PDF_START.length).equals(PDF_START))
    return bytes.subarray(-1024).includes(PDF_END) ? 'pdf' : null;
  const startsAsZip =
    bytes.subarray(0, 4).equals(ZIP_START) || bytes.subarray(0, 4).equals(ZIP_END);
  if (startsAsZip && bytes.subarray(-ZIP_END_WINDOW).includes(ZIP_END)) return 'zip';
  return null;
}

/** A name safe to show and to offer as the download's: no folders, no control characters. */
const baseName = (given: string, position: number) =>
  (given.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 120) || `file-${position + 1}`;

/** The name with the extension of what the file really is. */
function cleanName(given: string, type: FileType, position: number): string {
  const name = baseName(given, position);
  const extensions = type === 'jpg' ? ['.jpg', '.jpeg'] : [`.${type}`];
  return extensions.some((ext) => name.toLowerCase().endsWith(ext)) ? name : `${name}.${type}`;
}

/**
 * The delivered files, each checked by content (400 naming `part` and the file otherwise) and
 * given a path of the server's making under /files/.
 */
export async function checkDeliveryFiles(
  files: { name: string; bytes: Buffer }[],
  part: string,
): Promise<{ path: string; name: string; contentType: string; bytes: Buffer }[]> {
  const checked = [];
  for (const [position, file] of files.entries()) {
    const type = file.bytes.length > 0 ? await sniffDeliveryType(file.bytes) : null;
    if (!type)
      throw invalid(
        part,
        `"${baseName(file.name, position)}" must be a complete ${DELIVERY_FILE_TYPES.join(', ')} file (told by its content, not its name)`,
      );
    checked.push({
      path: `/files/${randomUUID()}.${type}`,
      name: cleanName(file.name, type, position),
      contentType: CONTENT_TYPES[type],
      bytes: file.bytes,
    });
  }
  return checked;
}

import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MESSAGE_ATTACHMENT_TYPES } from '@giglane/contract/message-values';
import { DELIVERY_FILE_TYPES } from '@giglane/contract/order-values';
import { invalid } from './errors';
import { pictureWork, reencodePicture, sniffImageFormat, type UploadFormat } from './images';

/** Every kind of file the server tells by content; each use accepts some of them. */
type FileType = 'jpg' | 'png' | 'gif' | 'pdf' | 'zip';

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
async function sniffFileType(bytes: Buffer): Promise<FileType | null> {
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

/** A file checked by content and named by the server, its bytes not stored yet. */
export type CheckedFile = { path: string; name: string; contentType: string; bytes: Buffer };

const PICTURE_FORMATS: Partial<Record<FileType, UploadFormat>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
};

/**
 * The files of a form, each checked by content against the kinds `types` allows (400 naming
 * `part` and the file otherwise) and given a path of the server's making under `folder`. With
 * `cleanPictures`, pictures are re-encoded as avatars are, losing their metadata (GPS included).
 */
async function checkFiles(
  files: { name: string; bytes: Buffer }[],
  rule: { part: string; types: readonly FileType[]; folder: string; cleanPictures: boolean },
): Promise<CheckedFile[]> {
  const checked = [];
  for (const [position, file] of files.entries()) {
    const type = file.bytes.length > 0 ? await sniffFileType(file.bytes) : null;
    if (!type || !rule.types.includes(type))
      throw invalid(
        rule.part,
        `"${baseName(file.name, position)}" must be a complete ${rule.types.join(', ')} file (told by its content, not its name)`,
      );
    const pictureFormat = rule.cleanPictures ? PICTURE_FORMATS[type] : undefined;
    const bytes = pictureFormat
      ? (await pictureWork.run(() => reencodePicture(file.bytes, pictureFormat, rule.part))).bytes
      : file.bytes;
    checked.push({
      path: `${rule.folder}/${randomUUID()}.${type}`,
      name: cleanName(file.name, type, position),
      contentType: CONTENT_TYPES[type],
      bytes,
    });
  }
  return checked;
}

/**
 * An order's delivered files, served as downloads under /files/ (decision 023). They are the
 * seller's work and reach the buyer byte for byte, metadata included; the delivery form says so.
 */
export const checkDeliveryFiles = (files: { name: string; bytes: Buffer }[], part: string) =>
  checkFiles(files, { part, types: DELIVERY_FILE_TYPES, folder: '/files', cleanPictures: false });

/**
 * A message's attachments, under /attachments/: a folder no public route serves, only the
 * attachment route to the conversation's members and admins (decision 024). Its pictures are
 * cleaned: a phone's photo carries where it was taken.
 */
export const checkMessageAttachments = (files: { name: string; bytes: Buffer }[], part: string) =>
  checkFiles(files, {
    part,
    types: MESSAGE_ATTACHMENT_TYPES,
    folder: '/attachments',
    cleanPictures: true,
  });

/**
 * A stored file's Content-Disposition: `attachment` (a download, never shown on our origin) unless
 * `inline` says it may be shown; the name as it was sent, in ASCII and in UTF-8.
 */
export const contentDisposition = (name: string, inline = false) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

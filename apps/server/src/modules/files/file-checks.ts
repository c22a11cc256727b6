import { randomUUID } from 'node:crypto';
import { MESSAGE_ATTACHMENT_TYPES } from '@giglane/contract/message-values';
import { DELIVERY_FILE_TYPES } from '@giglane/contract/order-values';
import type { StoredFile } from './files-repository';
import type { StoredFiles } from './stored-files';
import { invalid } from '../../lib/errors';
import { readAll, type FileStore } from '../../lib/file-store';
import {
  loadSharp,
  pictureWork,
  reencodePicture,
  sniffImageFormat,
  type UploadFormat,
} from '../../lib/images';

/** Every kind of file the server tells by content; each use accepts some of them. */
type FileType = 'jpg' | 'png' | 'gif' | 'pdf' | 'zip' | 'mp4' | 'mov' | 'webm';

const CONTENT_TYPES: Record<FileType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

const bytesOf = (text: string) => Buffer.from(text, 'latin1');
const PDF_START = bytesOf('%PDF-');
const PDF_END = bytesOf('%%EOF');
const ZIP_START = bytesOf('PK\x03\x04');
/** The end-of-central-directory record every complete zip ends with (an empty one is only that). */
const ZIP_END = bytesOf('PK\x05\x06');
/** The end record sits in the last 22 bytes, plus a comment of up to 64 KB. */
const ZIP_END_WINDOW = 22 + 65_535;
/** A WebM (Matroska) file's EBML header, its document type among its first bytes. */
const EBML_START = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
const WEBM_DOCTYPE = bytesOf('webm');
/**
 * The start of a file read to tell its kind: a picture's header (its EXIF and colour profile may
 * come first), a PDF's or zip's signature.
 */
const HEAD_BYTES = 1_048_576;
/** Top-level boxes read at most when walking an MP4 or QuickTime file. */
const MAX_BOXES = 1_000;

/** Bytes `start` to `end` (excluded) of a stored file. */
async function readRange(store: FileStore, key: string, start: number, end: number) {
  if (end <= start) return Buffer.alloc(0);
  const stream = await store.get(key, { start, end: end - 1 });
  return stream ? readAll(stream) : Buffer.alloc(0);
}

/**
 * An MP4 or QuickTime movie, told by walking its top-level boxes from the first (`ftyp`) to the
 * last, which must end exactly at the end of the file (a cut-off upload does not) and include the
 * movie's index (`moov`). The brand tells QuickTime's `.mov` from MP4.
 */
async function sniffMovie(store: FileStore, key: string, head: Buffer, size: number) {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return null;
  const type: FileType = head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  let offset = 0;
  let indexed = false;
  for (let boxes = 0; offset < size && boxes < MAX_BOXES; boxes += 1) {
    const header = await readRange(store, key, offset, Math.min(offset + 16, size));
    if (header.length < 8 || !/^[\x20-\x7e]{4}$/.test(header.toString('latin1', 4, 8))) return null;
    const small = header.readUInt32BE(0);
    const boxSize =
      small === 1 && header.length === 16
        ? Number(header.readBigUInt64BE(8))
        : small === 0
          ? size - offset
          : small;
    if (boxSize < 8) return null;
    if (header.toString('latin1', 4, 8) === 'moov') indexed = true;
    offset += boxSize;
  }
  return offset === size && indexed ? type : null;
}

/**
 * What a stored file really is, told by its content, never by its name, reading only its start
 * and end (and a movie's box headers): a picture whose header decodes, a PDF that starts and ends
 * as one, a zip archive with its central directory, an MP4, QuickTime or WebM movie. Null for
 * anything else (a renamed text file, a cut-off file).
 */
async function sniffStoredFile(
  store: FileStore,
  key: string,
  size: number,
): Promise<FileType | null> {
  const head = await readRange(store, key, 0, Math.min(size, HEAD_BYTES));
  const image = sniffImageFormat(head);
  if (image) {
    const sharp = await loadSharp();
    const header = await sharp(head, { limitInputPixels: false })
      .metadata()
      .catch(() => null);
    return header?.width && header.height ? (image === 'jpeg' ? 'jpg' : image) : null;
  }
  const tailOf = async (window: number) =>
    size <= head.length ? head.subarray(-window) : readRange(store, key, size - window, size);
  if (head.subarray(0, PDF_START.length).equals(PDF_START))
    return (await tailOf(Math.min(size, 1024))).includes(PDF_END) ? 'pdf' : null;
  const startsAsZip = head.subarray(0, 4).equals(ZIP_START) || head.subarray(0, 4).equals(ZIP_END);
  if (startsAsZip)
    return (await tailOf(Math.min(size, ZIP_END_WINDOW))).includes(ZIP_END) ? 'zip' : null;
  if (head.subarray(0, 4).equals(EBML_START))
    return head.subarray(0, 64).includes(WEBM_DOCTYPE) ? 'webm' : null;
  return sniffMovie(store, key, head, size);
}

/** A name safe to show and to offer as the download's: no folders, no control characters. */
const baseName = (given: string, position: number) =>
  (given.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}"]/gu, '')
    .trim()
    .slice(0, 120) || `file-${position + 1}`;

const EXTENSIONS: Partial<Record<FileType, string[]>> = {
  jpg: ['.jpg', '.jpeg'],
  mp4: ['.mp4', '.m4v'],
};

/** The name with the extension of what the file really is. */
function cleanName(given: string, type: FileType, position: number): string {
  const name = baseName(given, position);
  const extensions = EXTENSIONS[type] ?? [`.${type}`];
  return extensions.some((ext) => name.toLowerCase().endsWith(ext)) ? name : `${name}.${type}`;
}

/** A file of a form as it arrived: stored under `key`, its content not checked yet. */
export type ReceivedFile = { name: string; key: string; size: number };

/** A file checked by content and named by the server, its bytes stored, its row not written yet. */
export type CheckedFile = StoredFile & { name: string };

const PICTURE_FORMATS: Partial<Record<FileType, UploadFormat>> = {
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
};

/**
 * The files of a form, each checked by content against the kinds `types` allows (400 naming
 * `part` and the file otherwise) and given a path of the server's making under `folder`. With
 * `cleanPictures`, pictures are re-encoded as avatars are, losing their metadata (GPS included),
 * and stored anew; the bytes as sent are discarded. Whatever is refused, the request's failure
 * discards what it stored.
 */
async function checkFiles(
  files: ReceivedFile[],
  stored: StoredFiles,
  rule: { part: string; types: readonly FileType[]; folder: string; cleanPictures: boolean },
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const [position, file] of files.entries()) {
    const type = file.size > 0 ? await sniffStoredFile(stored.store, file.key, file.size) : null;
    if (!type || !rule.types.includes(type))
      throw invalid(
        rule.part,
        `"${baseName(file.name, position)}" must be a complete ${rule.types.join(', ')} file (told by its content, not its name)`,
      );
    const pictureFormat = rule.cleanPictures ? PICTURE_FORMATS[type] : undefined;
    let kept = { key: file.key, size: file.size };
    if (pictureFormat) {
      // A picture is decoded whole whatever its source; its size is bounded by the form's limit.
      const original = await readRange(stored.store, file.key, 0, file.size);
      const clean = await pictureWork.run(() =>
        reencodePicture(original, pictureFormat, rule.part),
      );
      const key = `${rule.folder}/${randomUUID()}`;
      kept = { key, size: (await stored.put(key, clean.bytes)).size };
      await stored.discard([file.key]);
    }
    checked.push({
      path: `/${kept.key}.${type}`,
      ...kept,
      name: cleanName(file.name, type, position),
      contentType: CONTENT_TYPES[type],
    });
  }
  return checked;
}

/** The folder under which each kind of form stores its files. */
export const FILE_FOLDERS = { delivery: 'files', message: 'attachments' } as const;

/**
 * An order's delivered files, served as downloads under /files/ to the order's two parties and
 * admins (decisions 023, 035). They are the seller's work and reach the buyer byte for byte,
 * metadata included; the delivery form says so.
 */
export const checkDeliveryFiles = (files: ReceivedFile[], part: string, stored: StoredFiles) =>
  checkFiles(files, stored, {
    part,
    types: DELIVERY_FILE_TYPES,
    folder: FILE_FOLDERS.delivery,
    cleanPictures: false,
  });

/**
 * A message's attachments, under /attachments/: served only to the conversation's members and
 * admins (decisions 024, 035). Its pictures are cleaned: a phone's photo carries where it was taken.
 */
export const checkMessageAttachments = (files: ReceivedFile[], part: string, stored: StoredFiles) =>
  checkFiles(files, stored, {
    part,
    types: MESSAGE_ATTACHMENT_TYPES,
    folder: FILE_FOLDERS.message,
    cleanPictures: true,
  });

/**
 * A stored file's Content-Disposition: `attachment` (a download, never shown on our origin) unless
 * `inline` says it may be shown; the name as it was sent, in ASCII and in UTF-8.
 */
export const contentDisposition = (name: string, inline = false) =>
  `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

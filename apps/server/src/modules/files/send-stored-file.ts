import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStore } from '../../lib/file-store';
import type { StoredFile } from './files-repository';

/**
 * The bytes a Range header asks for, when it asks for one satisfiable range; 'unsatisfiable' for
 * one that starts past the end; null to send the whole file (no header, several ranges, or one
 * the server does not read, which RFC 9110 lets it ignore).
 */
export function rangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return 'unsatisfiable';
  const last = match[2] === '' ? size - 1 : Number(match[2]);
  if (last < start) return null;
  return { start, end: Math.min(last, size - 1) };
}

/** A stored file's entity tag: its key names bytes that never change. */
const entityTag = (file: StoredFile) =>
  `"${createHash('sha256').update(file.key).digest('base64url').slice(0, 22)}-${file.size.toString(36)}"`;

/**
 * Streams a stored file from the store: whole (200) or the one range asked for (206, or 416 past
 * its end), with its ETag and Last-Modified answered by 304 when the client already has it. A
 * resumed download sends If-Range: a range is served only while the file is the one it began.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  file: StoredFile & { createdAt: Date },
  headers: Record<string, string>,
) {
  const etag = entityTag(file);
  const modified = file.createdAt.toUTCString();
  reply
    .headers(headers)
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', modified)
    .header('X-Content-Type-Options', 'nosniff');
  const noneMatch = request.headers['if-none-match'];
  const modifiedSince = request.headers['if-modified-since'];
  const fresh = noneMatch
    ? noneMatch.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()))
    : modifiedSince !== undefined &&
      Math.floor(file.createdAt.getTime() / 1000) <= Date.parse(modifiedSince) / 1000;
  if (fresh) return reply.code(304).send();

  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag || ifRange === modified
      ? rangeOf(request.headers.range, file.size)
      : null;
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${file.size}`).send();
  const bytes = await store.get(file.key, range ?? undefined);
  if (!bytes) {
    request.log.error({ key: file.key }, 'a stored file has no bytes in the file store');
    return reply.callNotFound();
  }
  reply.header('Content-Type', file.contentType);
  if (!range) return reply.header('Content-Length', String(file.size)).send(bytes);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('Content-Length', String(range.end - range.start + 1))
    .send(bytes);
}

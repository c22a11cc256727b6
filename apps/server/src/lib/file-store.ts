import { Readable, Transform } from 'node:stream';

/** A stored object's facts, without its bytes. */
export type StoredObject = { size: number; modifiedAt: Date };

/** Bytes `start` to `end`, both included, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where files' bytes live (decision 035): the data folder by default, an S3-compatible bucket by
 * configuration. The database keeps what the files are; the store only their bytes, under keys
 * of the server's making. Bytes go in and out as streams, so a file is never held whole in memory.
 */
export interface FileStore {
  /** What kind of store, for the start-up log. */
  readonly description: string;
  /**
   * Stores the body under `key` and answers its size once every byte is stored. A body that fails
   * midway (a cut-off upload, one over its limit) rejects, and nothing is left under the key.
   */
  put(key: string, body: Readable | Buffer): Promise<{ size: number }>;
  /** The object's bytes, or only `range` of them; null when there is no such object. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
}

/** Keys are relative paths of the server's making: folders and names of letters, digits, `._-`. */
const KEY = /^[\w-]+(\/[\w-][\w.-]*)*$/;

export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..'))
    throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
}

/** Reads a whole stream into one buffer: only for the few bytes a check needs. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A pass-through stream of the body that counts its bytes as they go by. */
export function counted(body: Readable | Buffer): { stream: Readable; size: () => number } {
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
  source.on('error', (error) => counter.destroy(error));
  return { stream: source.pipe(counter), size: () => size };
}

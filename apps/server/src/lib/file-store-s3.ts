import type { Readable } from 'node:stream';
import { assertKey, counted, type FileStore } from './file-store';

export type S3Options = {
  /** The endpoint of an S3-compatible service; AWS's own when left out. */
  url: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

/**
 * Files as objects of one bucket, through the official SDK. Bodies go up in parts as they arrive
 * (multipart above 5 MB), so an upload is never held whole; a failed body aborts its upload. The
 * SDK is loaded here, not at start: it adds a third of a second to a start that does not use it.
 */
export async function s3FileStore(options: S3Options): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const isMissing = (error: unknown) =>
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: options.region,
    ...(options.url ? { endpoint: options.url, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = options.bucket;

  return {
    description: `the bucket ${Bucket}${options.url ? ` at ${new URL(options.url).host}` : ''}`,

    async put(Key, body) {
      assertKey(Key);
      const { stream, size } = counted(body);
      await new Upload({ client, params: { Bucket, Key, Body: stream } }).done();
      return { size: size() };
    },

    async get(Key, range) {
      assertKey(Key);
      try {
        const reply = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return reply.Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async stat(Key) {
      assertKey(Key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(Key) {
      assertKey(Key);
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

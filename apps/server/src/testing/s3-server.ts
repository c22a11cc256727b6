import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Options } from '../lib/file-store-s3';

/**
 * A real S3-compatible server on a free port of 127.0.0.1, its objects in a temporary folder,
 * with one empty bucket; answers the store's options and how to stop it.
 */
export async function startS3Server(): Promise<{ options: S3Options; stop: () => Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'giglane-s3-'));
  const bucket = 'giglane-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // The server's fixed credentials.
    options: {
      url: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

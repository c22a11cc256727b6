import path from 'node:path';
import type { Config } from '../config';
import type { FileStore } from './file-store';
import { diskFileStore } from './file-store-disk';
import { s3FileStore } from './file-store-s3';

/** The configured file store: a bucket when S3_BUCKET is set, the data folder's `files/` otherwise. */
export async function openFileStore(config: Pick<Config, 'dataDir' | 's3'>): Promise<FileStore> {
  return config.s3 ? s3FileStore(config.s3) : diskFileStore(path.join(config.dataDir, 'files'));
}

import type { Config } from '../config';
import { createDiskStorage, type Storage } from './storage';
import { createS3Storage } from './storage-s3';

/** The configured upload storage: the S3 bucket when S3_URL is set, else DATA_DIR/uploads. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createDiskStorage(config.dataDir);
}

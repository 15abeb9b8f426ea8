import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/lib/storage-s3';

export type TestS3 = {
  /** Options for createS3Storage (or Config.s3) pointing at this server's bucket. */
  options: S3StorageOptions;
  /** The object's stored content type, or null when the bucket has no such key. */
  headObject: (key: string) => Promise<{ contentType?: string } | null>;
  close: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on 127.0.0.1 (free port), its files in a temp folder, one empty bucket. */
export async function startTestS3(bucket = 'predictor-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'predictor-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  // s3rver's built-in account.
  const options: S3StorageOptions = {
    url: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  };
  const client = new S3Client({
    endpoint: options.url,
    region: options.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    options,
    headObject: async (key) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { contentType: head.ContentType };
      } catch (error) {
        if ((error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

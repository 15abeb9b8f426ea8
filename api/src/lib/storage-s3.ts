import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  UPLOADS_PREFIX,
  contentTypeOf,
  isUploadName,
  newUploadName,
  uploadNameOf,
  type Storage,
} from './storage';

export type S3StorageOptions = {
  /** The store's endpoint, e.g. http://127.0.0.1:9000 or https://s3.eu-west-1.amazonaws.com. */
  url: string;
  bucket: string;
  region: string;
  /** Both or neither; neither uses the SDK's default credentials (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** Uploads as objects named like the disk files (<32 hex>.<ext>) at the top of one bucket. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    endpoint: options.url,
    region: options.region,
    // Path-style (endpoint/bucket/key) works on every S3-compatible store; virtual hosts need DNS.
    forcePathStyle: true,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    put: async (bytes, extension) => {
      const name = newUploadName(extension);
      await client.send(
        new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentTypeOf(name) }),
      );
      return UPLOADS_PREFIX + name;
    },
    get: async (name) => {
      if (!isUploadName(name)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
          throw new Error(`S3 answered ${name} without a body stream and its length`);
        return {
          body: object.Body,
          contentType: contentTypeOf(name),
          size: object.ContentLength,
          lastModified: object.LastModified,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    remove: async (url) => {
      const name = uploadNameOf(url);
      if (name) await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}

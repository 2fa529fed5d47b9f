import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
  type _Object,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { drain } from '../http/body-limit.ts';
import {
  isVersion,
  objectKey,
  ObjectStoreError,
  type ChunkReader,
  type ListedVersion,
  type ObjectStore,
  type ReceivedFile,
  type StoredFile,
} from './object-store.ts';
import type { S3Settings } from './s3-settings.ts';
import { storageErrors } from './storage-error.ts';

/**
 * The S3 multipart minimum. An upload holds at most `queueSize` parts in memory: the body is
 * never held whole, and a file smaller than one part goes up in one PutObject.
 */
const partSize = 5 * 1024 * 1024;
const queueSize = 2;

function missing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * The files of /storage/v1 in a bucket (STORAGE_BACKEND=s3), through the AWS SDK. An upload
 * streams straight to its version's key (lib-storage's Upload: multipart past one part), so
 * nothing is copied inside the bucket; until its row commits no row names that key, and a
 * refused or failed upload is aborted or deleted (docs/decisions/0069).
 */
export class S3Store implements ObjectStore {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly settings: S3Settings;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      followRegionRedirects: true,
      // The SDK's default CRC32 checksums on every request are not understood by every
      // S3-compatible server; we count an MD5 of our own (the object's ETag).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get description(): string {
    return `the bucket ${this.bucket}${this.settings.endpoint ? ` at ${this.settings.endpoint}` : ''}`;
  }

  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
          : String(error);
      throw new ObjectStoreError(
        `STORAGE_BACKEND=s3: ${this.description} does not answer: ${reason}. Check S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_FORCE_PATH_STYLE and the keys.`,
      );
    }
  }

  async receive(reader: ChunkReader, limit: number, version: string): Promise<ReceivedFile> {
    const md5 = createHash('md5');
    let size = 0;
    let tooLarge = false;
    async function* chunks() {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        size += value.byteLength;
        if (size > limit) {
          tooLarge = true;
          throw storageErrors.entityTooLarge(limit);
        }
        md5.update(value);
        yield value;
      }
    }
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey(version), Body: Readable.from(chunks()) },
      partSize,
      queueSize,
    });
    try {
      // A body that fails (too large, the connection lost) makes done() abort the multipart
      // upload before it rejects: no part is left in the bucket.
      await upload.done();
    } catch (error) {
      if (tooLarge) {
        void drain(reader);
        throw storageErrors.entityTooLarge(limit);
      }
      void reader.cancel().catch(() => undefined);
      throw error;
    }
    return { version, size, md5: md5.digest('hex') };
  }

  /** The upload went to its version's key already: the row's commit is what makes it kept. */
  async keep(): Promise<void> {}

  async discard(file: ReceivedFile): Promise<void> {
    await this.remove([file.version]);
  }

  async duplicate(fromVersion: string, toVersion: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: objectKey(toVersion),
        CopySource: `${this.bucket}/${objectKey(fromVersion)}`,
      }),
    );
  }

  async remove(versions: string[]): Promise<void> {
    const keys = versions.map(objectKey);
    for (let start = 0; start < keys.length; start += 1000) {
      const { Errors = [] } = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(start, start + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = Errors.filter((error) => error.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(
          `Could not delete ${failed.map((error) => `${error.Key} (${error.Code})`).join(', ')}`,
        );
      }
    }
  }

  async open(version: string): Promise<StoredFile | undefined> {
    const key = objectKey(version);
    let size: number;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      size = head.ContentLength ?? 0;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
    return {
      size,
      read: async (start, end) => {
        try {
          const got = await this.client.send(
            new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${end}` }),
          );
          if (!got.Body) throw storageErrors.noSuchKey();
          return got.Body.transformToWebStream() as ReadableStream<Uint8Array>;
        } catch (error) {
          // Removed between the two requests (an upsert's replaced version, a delete).
          if (missing(error)) throw storageErrors.noSuchKey();
          throw error;
        }
      },
      close: () => Promise.resolve(),
    };
  }

  /**
   * Every key under `objects/`, a page of at most 1,000 at a time (ListObjectsV2 with its
   * continuation token). Multipart uploads in progress are not keys yet, so are not listed.
   */
  private async *entries(): AsyncIterable<_Object> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: 'objects/',
          ContinuationToken: token,
        }),
      );
      yield* page.Contents ?? [];
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(): AsyncIterable<ListedVersion> {
    for await (const { Key, LastModified } of this.entries()) {
      const version = Key?.slice(Key.lastIndexOf('/') + 1) ?? '';
      if (isVersion(version) && Key === objectKey(version) && LastModified) {
        yield { version, modified: LastModified };
      }
    }
  }

  /** Every key under `objects/` with its size, for the copy from a disk store. */
  async keys(): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for await (const entry of this.entries()) {
      if (entry.Key) found.set(entry.Key, entry.Size ?? 0);
    }
    return found;
  }

  /** Puts a file from disk under its version's key (the copy from a disk store). */
  async put(version: string, body: Readable): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: objectKey(version), Body: body },
      partSize,
      queueSize,
    }).done();
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * Where /storage/v1 keeps the bytes of each object version: the server's disk (DiskStore) or an
 * S3-compatible bucket (S3Store), chosen by STORAGE_BACKEND. Rows of storage.objects name a
 * version; a version's bytes never change, so a replaced or removed object's bytes are removed
 * by version once no row names it (docs/decisions/0069).
 */

export type ChunkReader = ReadableStreamDefaultReader<Uint8Array>;

/** An upload received in full under its version, not yet named by a committed row. */
export interface ReceivedFile {
  version: string;
  size: number;
  md5: string;
}

/** A version's bytes, opened for reading: its size, then the bytes of one range. */
export interface StoredFile {
  size: number;
  /** The bytes from `start` to `end`, both included. */
  read(start: number, end: number): Promise<ReadableStream<Uint8Array>>;
  /** Lets go of the file when it is not read (HEAD, 304, 416, an empty file). */
  close(): Promise<void>;
}

/** A version found in the store, and when its bytes were last written there. */
export interface ListedVersion {
  version: string;
  modified: Date;
}

export interface ObjectStore {
  /** Names where the files are: a folder, or a bucket at an endpoint. */
  readonly description: string;
  /** Makes the folders, or checks that the bucket answers. */
  init(): Promise<void>;
  /**
   * Streams a body in under `version` (a UUID the server chose), counting its size and MD5 as
   * it goes and holding no more than a part of it. Past `limit` bytes it stops, leaves nothing
   * behind, refuses with 413 and drains the rest meanwhile.
   */
  receive(reader: ChunkReader, limit: number, version: string): Promise<ReceivedFile>;
  /** Makes a received file its version's; called inside the transaction that writes its row. */
  keep(file: ReceivedFile): Promise<void>;
  /** Removes a received file whose row did not commit, kept or not. */
  discard(file: ReceivedFile): Promise<void>;
  /** A second version with the same bytes, for copy: the two then live apart. */
  duplicate(fromVersion: string, toVersion: string): Promise<void>;
  /** Removes versions whose rows are gone; one already missing is not an error. */
  remove(versions: string[]): Promise<void>;
  /**
   * Every version in the store, a page at a time as it is listed, never the whole listing in
   * memory; keys that are not a version's are left out, and so are uploads in progress on S3.
   */
  list(): AsyncIterable<ListedVersion>;
  /** A version's bytes, or undefined when there are none (removed meanwhile). */
  open(version: string): Promise<StoredFile | undefined>;
  close(): void;
}

const versionPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isVersion(value: string): boolean {
  return versionPattern.test(value);
}

/**
 * A version's place, the same on disk (under STORAGE_DIR) and in a bucket:
 * `objects/{first two characters}/{version}`. Never an object's name, so no name can reach
 * outside the store, and a disk store copies into a bucket key for path.
 */
export function objectKey(version: string): string {
  if (!isVersion(version)) throw new Error(`Not a file version: ${version}`);
  return `objects/${version.slice(0, 2)}/${version}`;
}

/** The store could not be reached or used at start: its message says what to fix. */
export class ObjectStoreError extends Error {
  override name = 'ObjectStoreError';
}

import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drain } from '../http/body-limit.ts';
import { storageErrors } from './storage-error.ts';

/** A file received in full into the store's temporary folder, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  md5: string;
}

export type ChunkReader = ReadableStreamDefaultReader<Uint8Array>;

const versionPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The files of /storage/v1 on disk. A file is kept under its version id (a UUID the server
 * makes), never under its object name, so no name can reach outside the folder:
 * `objects/{first two characters}/{version}`. Uploads are written to `tmp/` in the same folder
 * (so the final rename is atomic), synced, and renamed into place only once their row is in.
 */
export class DiskStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(path.join(this.root, 'objects'), { recursive: true });
    await fs.promises.mkdir(path.join(this.root, 'tmp'), { recursive: true });
  }

  pathOf(version: string): string {
    if (!versionPattern.test(version)) throw new Error(`Not a file version: ${version}`);
    return path.join(this.root, 'objects', version.slice(0, 2), version);
  }

  /**
   * Streams a body to a temporary file, counting its size and MD5 as it goes; never holds more
   * than one chunk. Past `limit` bytes it stops, deletes what it wrote, refuses with 413 and
   * drains the rest meanwhile. A failed write deletes the temporary file too.
   */
  async receive(reader: ChunkReader, limit: number): Promise<ReceivedFile> {
    const tempPath = path.join(this.root, 'tmp', randomUUID());
    const handle = await fs.promises.open(tempPath, 'wx');
    const md5 = createHash('md5');
    let size = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > limit) throw storageErrors.entityTooLarge(limit);
        md5.update(value);
        await handle.write(value);
      }
      await handle.sync();
      await handle.close();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.promises.rm(tempPath, { force: true });
      if (size > limit) void drain(reader);
      throw error;
    }
    return { tempPath, size, md5: md5.digest('hex') };
  }

  /** Moves a received file to its version's place; called inside the row's transaction. */
  async keep(file: ReceivedFile, version: string): Promise<void> {
    const target = this.pathOf(version);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file.tempPath, target);
  }

  /** A second file with the same bytes, for copy: the two versions then live apart. */
  async duplicate(fromVersion: string, toVersion: string): Promise<void> {
    const target = this.pathOf(toVersion);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(this.pathOf(fromVersion), target, fs.constants.COPYFILE_EXCL);
  }

  async discard(file: ReceivedFile): Promise<void> {
    await fs.promises.rm(file.tempPath, { force: true });
  }

  /** Deletes versions whose rows are gone; one already missing is not an error. */
  async remove(versions: string[]): Promise<void> {
    await Promise.all(
      versions.map((version) => fs.promises.rm(this.pathOf(version), { force: true })),
    );
  }
}

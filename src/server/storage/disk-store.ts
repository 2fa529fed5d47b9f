import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { drain } from '../http/body-limit.ts';
import {
  isVersion,
  objectKey,
  type ChunkReader,
  type ListedVersion,
  type ObjectStore,
  type ReceivedFile,
  type StoredFile,
} from './object-store.ts';
import { storageErrors } from './storage-error.ts';

/**
 * The files of /storage/v1 on disk (STORAGE_BACKEND=disk), under their version's key
 * (object-store.ts). Uploads are written to `tmp/{version}` in the same folder (so the final
 * rename is atomic), synced, and renamed into place only once their row is in.
 */
export class DiskStore implements ObjectStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  get description(): string {
    return `the folder ${this.root}`;
  }

  async init(): Promise<void> {
    await fs.promises.mkdir(path.join(this.root, 'objects'), { recursive: true });
    await fs.promises.mkdir(path.join(this.root, 'tmp'), { recursive: true });
  }

  pathOf(version: string): string {
    return path.join(this.root, objectKey(version));
  }

  private tempPathOf(version: string): string {
    objectKey(version);
    return path.join(this.root, 'tmp', version);
  }

  async receive(reader: ChunkReader, limit: number, version: string): Promise<ReceivedFile> {
    const tempPath = this.tempPathOf(version);
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
    return { version, size, md5: md5.digest('hex') };
  }

  async keep(file: ReceivedFile): Promise<void> {
    const target = this.pathOf(file.version);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(this.tempPathOf(file.version), target);
  }

  async discard(file: ReceivedFile): Promise<void> {
    await this.remove([file.version]);
  }

  async duplicate(fromVersion: string, toVersion: string): Promise<void> {
    const target = this.pathOf(toVersion);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.copyFile(this.pathOf(fromVersion), target, fs.constants.COPYFILE_EXCL);
  }

  /** Kept or still in `tmp/` (a received file whose row never came, found by `list`). */
  async remove(versions: string[]): Promise<void> {
    await Promise.all(
      versions.flatMap((version) =>
        [this.pathOf(version), this.tempPathOf(version)].map((file) =>
          fs.promises.rm(file, { force: true }),
        ),
      ),
    );
  }

  /**
   * The kept versions under `objects/`, then the received files in `tmp/`: there, one older
   * than any upload takes is left by a process that died before its row was written.
   */
  async *list(): AsyncIterable<ListedVersion> {
    const objects = path.join(this.root, 'objects');
    for await (const shard of await fs.promises.opendir(objects)) {
      if (shard.isDirectory()) yield* this.versionsIn(path.join(objects, shard.name), shard.name);
    }
    yield* this.versionsIn(path.join(this.root, 'tmp'), '');
  }

  /** The files of one folder named as a version starting with `prefix`, as they are read. */
  private async *versionsIn(dir: string, prefix: string): AsyncIterable<ListedVersion> {
    for await (const entry of await fs.promises.opendir(dir)) {
      if (!entry.isFile() || !isVersion(entry.name) || !entry.name.startsWith(prefix)) continue;
      // Removed since the folder was read: nothing to list.
      const stat = await fs.promises.stat(path.join(dir, entry.name)).catch(() => undefined);
      if (stat) yield { version: entry.name, modified: stat.mtime };
    }
  }

  /** Holds the file open from the start, so a removal meanwhile cannot cut a download short. */
  async open(version: string): Promise<StoredFile | undefined> {
    const filePath = this.pathOf(version);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(filePath, 'r');
    } catch {
      return undefined;
    }
    const { size } = await handle.stat();
    return {
      size,
      read: (start, end) =>
        Promise.resolve(
          Readable.toWeb(
            handle.createReadStream({ start, end, highWaterMark: 256 * 1024 }),
          ) as ReadableStream<Uint8Array>,
        ),
      close: () => handle.close(),
    };
  }

  close(): void {}
}

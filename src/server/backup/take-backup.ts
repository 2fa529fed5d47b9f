import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { eachInParallel } from '../storage/each-in-parallel.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { BackupError } from './backup-error.ts';
import {
  backupLayout,
  checksumNames,
  formatChecksums,
  type BackupManifest,
  type Checksum,
} from './backup-manifest.ts';
import { describeDatabase } from './connection-settings.ts';
import { countedCopy, fileChecksum } from './counted-copy.ts';
import { dumpDatabase } from './dump-database.ts';
import { readVersion } from './store-files.ts';

/** How many files are copied at once; each is streamed, never held whole. */
const concurrency = 4;

/** The folder a backup goes into: made if missing, refused unless empty. */
function emptyFolder(dir: string): void {
  if (fs.existsSync(dir) && (!fs.statSync(dir).isDirectory() || fs.readdirSync(dir).length > 0)) {
    throw new BackupError(
      `${dir} is not an empty folder: a backup goes into a new or empty one, so that it never mixes with another.`,
    );
  }
  fs.mkdirSync(dir, { recursive: true });
}

function embeddedDatabaseAdvice(config: Pick<Config, 'dataDir' | 'storage'>): string {
  const { backend, dir } = config.storage;
  const files =
    backend === 's3'
      ? ', and the files of its bucket meanwhile'
      : dir.startsWith(config.dataDir + path.sep)
        ? ''
        : `, and ${dir} with it`;
  return `npm run backup copies a PostgreSQL database (DATABASE_URL), but this server keeps its data in the embedded database in ${config.dataDir}: stop the server and copy that folder${files}, then start it again.`;
}

/**
 * `npm run backup`: the database, dumped first, then every file its dump names, copied from the
 * configured store, checksummed, and the manifest last (docs/decisions/0071). Safe while the
 * server runs.
 */
export async function takeBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>,
  dir: string,
): Promise<BackupManifest> {
  if (config.databaseUrl === undefined) {
    throw new BackupError(embeddedDatabaseAdvice(config));
  }
  const layout = backupLayout(path.resolve(dir));
  emptyFolder(layout.dir);
  const store = await openObjectStore(config.storage);
  try {
    const takenAt = new Date().toISOString();
    const dump = await dumpDatabase(config.databaseUrl, layout.dump);
    const sums: Checksum[] = [];
    const removedDuringBackup: string[] = [];
    let bytes = 0;
    await eachInParallel(dump.versions, concurrency, async (version) => {
      const source = await readVersion(store, version);
      // Deleted after the dump's snapshot: the restore drops its row (docs/decisions/0071).
      if (!source) return void removedDuringBackup.push(version);
      const target = layout.fileOf(version);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const copied = await countedCopy(source, fs.createWriteStream(target, { flags: 'wx' }));
      sums.push({ name: checksumNames.fileOf(version), sha256: copied.sha256 });
      bytes += copied.size;
    });
    const dumpSum = await fileChecksum(layout.dump);
    sums.sort((a, b) => a.name.localeCompare(b.name));
    await fs.promises.writeFile(
      layout.checksums,
      formatChecksums([{ name: checksumNames.dump, sha256: dumpSum.sha256 }, ...sums]),
    );
    const manifest: BackupManifest = {
      format: 1,
      takenAt,
      database: {
        url: describeDatabase(config.databaseUrl),
        serverVersion: dump.serverVersion,
        pgDump: dump.pgDump,
        migrations: dump.migrations,
      },
      store: {
        description: store.description,
        files: sums.length,
        bytes,
        removedDuringBackup: removedDuringBackup.sort(),
      },
    };
    await fs.promises.writeFile(layout.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    store.close();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { eachInParallel } from '../storage/each-in-parallel.ts';
import { openObjectStore } from '../storage/open-object-store.ts';
import { BackupError } from './backup-error.ts';
import type { BackupManifest } from './backup-manifest.ts';
import { withClient } from './database-client.ts';
import { databaseHoldsObjects, restoreDatabase } from './restore-database.ts';
import { storeHoldsFiles, writeVersion } from './store-files.ts';
import { verifyBackup } from './verify-backup.ts';

/**
 * `npm run restore`: checks the whole backup, then restores the database into DATABASE_URL and
 * the files into the configured store (either backend, whatever the backup came from). Both
 * must be empty unless `replace` says otherwise (docs/decisions/0071).
 */
export async function restoreBackup(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>,
  dir: string,
  options: { replace: boolean },
): Promise<BackupManifest> {
  const { databaseUrl } = config;
  if (databaseUrl === undefined) {
    throw new BackupError(
      `npm run restore restores into a PostgreSQL database: set DATABASE_URL to an empty one (createdb, or create database in psql). The embedded database is restored by copying its folder back to DATA_DIR (${config.dataDir}) while the server is stopped.`,
    );
  }
  const { manifest, layout, versions } = await verifyBackup(path.resolve(dir));
  const store = await openObjectStore(config.storage);
  try {
    await withClient(databaseUrl, async (client) => {
      if (!options.replace) {
        const full = [
          ...((await databaseHoldsObjects(client))
            ? ['the database at DATABASE_URL has tables']
            : []),
          ...((await storeHoldsFiles(store)) ? [`${store.description} holds files`] : []),
        ];
        if (full.length > 0) {
          throw new BackupError(
            `Nothing was restored: ${full.join(' and ')}. Restore into an empty database and store, or add --replace to put the backup's over what is there.`,
          );
        }
      }
      await restoreDatabase(client, databaseUrl, layout.dump, {
        replace: options.replace,
        removedDuringBackup: manifest.store.removedDuringBackup,
      });
    });
    await eachInParallel(versions, 4, async (version) => {
      await writeVersion(store, version, fs.createReadStream(layout.fileOf(version)));
    });
    return manifest;
  } finally {
    store.close();
  }
}

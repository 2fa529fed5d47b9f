// `npm run backup -- <folder>` (docs/decisions/0071): the PostgreSQL database of DATABASE_URL
// and the files of the configured store, into a new or empty folder, while the server runs.
import { takeBackup } from './backup/take-backup.ts';
import { runBackupCommand } from './backup/run-backup-command.ts';

await runBackupCommand('npm run backup -- <empty folder>', [], async (config, dir) => {
  const { store, database } = await takeBackup(config, dir);
  const removed = store.removedDuringBackup.length;
  return [
    `Backed up ${database.url} (${database.migrations.length} migrations) and ${store.files} file${store.files === 1 ? '' : 's'} (${store.bytes} bytes) of ${store.description} into ${dir}.`,
    ...(removed > 0
      ? [
          `${removed} file${removed === 1 ? ' was' : 's were'} deleted while it ran; a restore leaves ${removed === 1 ? 'it' : 'them'} out.`,
        ]
      : []),
    'It holds the signing key and every password hash: keep it as secret as the database.',
    '',
  ].join('\n');
});

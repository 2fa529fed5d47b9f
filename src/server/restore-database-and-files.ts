// `npm run restore -- <folder> [--replace]` (docs/decisions/0071): a backup of npm run backup
// into the PostgreSQL database of DATABASE_URL and the configured store, both empty unless
// --replace. Stop the servers using them first.
import { restoreBackup } from './backup/restore-backup.ts';
import { runBackupCommand } from './backup/run-backup-command.ts';

await runBackupCommand(
  'npm run restore -- <backup folder> [--replace]',
  ['replace'],
  async (config, dir, flags) => {
    const { takenAt, store } = await restoreBackup(config, dir, { replace: flags.has('replace') });
    return [
      `Restored the backup of ${takenAt}: the database and ${store.files} file${store.files === 1 ? '' : 's'} (${store.bytes} bytes), into ${config.storage.backend === 's3' ? `the bucket ${config.storage.s3?.bucket}` : config.storage.dir}.`,
      'Start the server: it applies any migrations newer than the backup.',
      '',
    ].join('\n');
  },
);

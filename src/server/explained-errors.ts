import { SigningKeyError } from './auth/signing-key.ts';
import { BackupError } from './backup/backup-error.ts';
import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { MigrationError } from './db/migration-plan.ts';
import { ObjectStoreError } from './storage/object-store.ts';

const explained = [
  BackupError,
  ConfigError,
  DataDirLockedError,
  MigrationError,
  ObjectStoreError,
  SigningKeyError,
];

/**
 * Whether a person can fix the error from its message alone (a setting, a held data directory,
 * a migration, a key): the server and the operator's commands print just that message, and
 * anything else with its stack.
 */
export function isExplainedError(error: unknown): error is Error {
  return explained.some((type) => error instanceof type);
}

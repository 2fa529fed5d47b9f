import path from 'node:path';
import { z } from 'zod';
import { isVersion, objectKey } from '../storage/object-store.ts';
import { BackupError } from './backup-error.ts';

/**
 * A backup is a folder: `database.dump` (pg_dump's custom format), `files/objects/…` (the store's
 * files under their keys, so the folder is itself a disk store), `SHA256SUMS` (in sha256sum's
 * format, so `sha256sum -c SHA256SUMS` checks it without us) and `manifest.json`, written last:
 * a folder without it is a backup that did not finish.
 */
export function backupLayout(dir: string) {
  return {
    dir,
    manifest: path.join(dir, 'manifest.json'),
    checksums: path.join(dir, 'SHA256SUMS'),
    dump: path.join(dir, dumpName),
    files: path.join(dir, 'files'),
    fileOf: (version: string) => path.join(dir, fileName(version)),
  };
}

const dumpName = 'database.dump';
const fileName = (version: string) => `files/${objectKey(version)}`;

const manifestSchema = z.object({
  format: z.literal(1),
  takenAt: z.string(),
  database: z.object({
    url: z.string(),
    serverVersion: z.string(),
    pgDump: z.string(),
    migrations: z.array(z.string()),
  }),
  store: z.object({
    description: z.string(),
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Named by the dump but deleted before the copy reached them (docs/decisions/0071). */
    removedDuringBackup: z.array(z.string()),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

export function readManifest(text: string, where: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${where} is not JSON: is this a backup of npm run backup?`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new BackupError(
      `${where} is not a manifest of npm run backup (${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}).`,
    );
  }
  return result.data;
}

/** A file of the backup and its SHA-256, as hex. */
export interface Checksum {
  name: string;
  sha256: string;
}

export function formatChecksums(sums: Checksum[]): string {
  return sums.map((sum) => `${sum.sha256}  ${sum.name}\n`).join('');
}

const checksumLine = /^([0-9a-f]{64}) [ *](.+)$/;

/**
 * The lines of SHA256SUMS: the dump and the store's files, and nothing else (a name outside
 * those could reach outside the folder).
 */
export function readChecksums(text: string): { dump: string; files: Map<string, string> } {
  let dump: string | undefined;
  const files = new Map<string, string>();
  for (const [index, line] of text.split('\n').entries()) {
    if (line === '') continue;
    const [, sha256, name] = checksumLine.exec(line) ?? [];
    const version = name?.startsWith('files/objects/') ? path.posix.basename(name) : '';
    if (sha256 && name === dumpName) dump = sha256;
    else if (sha256 && isVersion(version) && name === fileName(version)) {
      files.set(version, sha256);
    } else {
      throw new BackupError(`SHA256SUMS, line ${index + 1}, is not a file of a backup: ${line}`);
    }
  }
  if (dump === undefined) throw new BackupError(`SHA256SUMS has no line for ${dumpName}.`);
  return { dump, files };
}

export const checksumNames = { dump: dumpName, fileOf: fileName };

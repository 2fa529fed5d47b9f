import fs from 'node:fs';
import type { BackupManifest } from './backup-manifest.ts';
import { backupLayout, readChecksums, readManifest } from './backup-manifest.ts';
import { BackupError } from './backup-error.ts';
import { fileChecksum } from './counted-copy.ts';
import { eachInParallel } from '../storage/each-in-parallel.ts';

export interface CheckedBackup {
  manifest: BackupManifest;
  layout: ReturnType<typeof backupLayout>;
  /** The versions of the store's files in the backup. */
  versions: string[];
}

function readText(file: string, missing: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    throw new BackupError(missing);
  }
}

/**
 * Reads a backup's manifest and checks every file against SHA256SUMS before anything is
 * restored: a backup that was cut short, changed or damaged is refused whole, naming its files.
 */
export async function verifyBackup(dir: string): Promise<CheckedBackup> {
  const layout = backupLayout(dir);
  const manifest = readManifest(
    readText(
      layout.manifest,
      `${dir} has no manifest.json: it is not a backup of npm run backup, or one that did not finish.`,
    ),
    layout.manifest,
  );
  const sums = readChecksums(readText(layout.checksums, `${dir} has no SHA256SUMS.`));
  if (sums.files.size !== manifest.store.files) {
    throw new BackupError(
      `SHA256SUMS names ${sums.files.size} files of the store, but manifest.json counts ${manifest.store.files}.`,
    );
  }
  const expected: [string, string][] = [
    [layout.dump, sums.dump],
    ...[...sums.files].map(([version, sha256]): [string, string] => [
      layout.fileOf(version),
      sha256,
    ]),
  ];
  const bad: string[] = [];
  await eachInParallel(expected, 4, async ([file, sha256]) => {
    const found = await fileChecksum(file).catch(() => undefined);
    if (found?.sha256 !== sha256) bad.push(`${file} (${found ? 'changed' : 'missing'})`);
  });
  if (bad.length > 0) {
    throw new BackupError(
      `${bad.length} file${bad.length === 1 ? '' : 's'} of the backup ${bad.length === 1 ? 'does' : 'do'} not match SHA256SUMS, so nothing was restored: ${bad.sort().slice(0, 5).join(', ')}${bad.length > 5 ? ', …' : ''}.`,
    );
  }
  return { manifest, layout, versions: [...sums.files.keys()] };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupLayout, checksumNames, formatChecksums } from './backup-manifest.ts';
import { fileChecksum } from './counted-copy.ts';
import { verifyBackup } from './verify-backup.ts';

// The check before any restore: a backup made by hand here, then cut short or damaged.

const versions = ['a0e0d0c0-0000-4000-8000-000000000001', 'b0e0d0c0-0000-4000-8000-000000000002'];

describe('checking a backup before it is restored', () => {
  let dir: string;
  let layout: ReturnType<typeof backupLayout>;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'verify-backup-'));
    layout = backupLayout(dir);
    fs.writeFileSync(layout.dump, 'PGDMP');
    const sums = [{ name: checksumNames.dump, sha256: (await fileChecksum(layout.dump)).sha256 }];
    for (const [index, version] of versions.entries()) {
      fs.mkdirSync(path.dirname(layout.fileOf(version)), { recursive: true });
      fs.writeFileSync(layout.fileOf(version), `file ${index}`);
      sums.push({
        name: checksumNames.fileOf(version),
        sha256: (await fileChecksum(layout.fileOf(version))).sha256,
      });
    }
    fs.writeFileSync(layout.checksums, formatChecksums(sums));
    fs.writeFileSync(
      layout.manifest,
      JSON.stringify({
        format: 1,
        takenAt: '2026-11-30T04:00:00.000Z',
        database: { url: 'postgres://u@h/d', serverVersion: '15', pgDump: '15', migrations: [] },
        store: { description: 'a folder', files: 2, bytes: 12, removedDuringBackup: [] },
      }),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes a whole backup and lists its files', async () => {
    const checked = await verifyBackup(dir);
    expect(checked.versions.sort()).toEqual(versions);
    expect(checked.manifest.store.files).toBe(2);
  });

  it('refuses a backup with a changed or missing file, naming them', async () => {
    fs.appendFileSync(layout.fileOf(versions[0] as string), '!');
    fs.rmSync(layout.fileOf(versions[1] as string));
    await expect(verifyBackup(dir)).rejects.toThrow(
      `2 files of the backup do not match SHA256SUMS, so nothing was restored: ${layout.fileOf(versions[0] as string)} (changed), ${layout.fileOf(versions[1] as string)} (missing).`,
    );
  });

  it('refuses a backup that did not finish or whose parts disagree', async () => {
    const manifest = fs.readFileSync(layout.manifest, 'utf8');
    fs.writeFileSync(layout.manifest, manifest.replace('"files":2', '"files":3'));
    await expect(verifyBackup(dir)).rejects.toThrow(
      'SHA256SUMS names 2 files of the store, but manifest.json counts 3.',
    );
    fs.rmSync(layout.manifest);
    await expect(verifyBackup(dir)).rejects.toThrow(
      `${dir} has no manifest.json: it is not a backup of npm run backup, or one that did not finish.`,
    );
  });
});

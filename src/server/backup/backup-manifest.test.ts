import { describe, expect, it } from 'vitest';
import { formatChecksums, readChecksums, readManifest } from './backup-manifest.ts';

const version = 'a0e0d0c0-0000-4000-8000-000000000001';
const sha = (digit: string) => digit.repeat(64);

describe('SHA256SUMS', () => {
  it('is written as sha256sum writes it and read back', () => {
    const text = formatChecksums([
      { name: 'database.dump', sha256: sha('a') },
      { name: `files/objects/a0/${version}`, sha256: sha('b') },
    ]);
    expect(text).toBe(`${sha('a')}  database.dump\n${sha('b')}  files/objects/a0/${version}\n`);
    expect(readChecksums(text)).toEqual({
      dump: sha('a'),
      files: new Map([[version, sha('b')]]),
    });
  });

  it('takes the binary marker of sha256sum -b too', () => {
    expect(readChecksums(`${sha('c')} *database.dump\n`).dump).toBe(sha('c'));
  });

  it('refuses a name that is not a file of a backup, as it could reach outside the folder', () => {
    for (const name of [
      '../etc/passwd',
      `files/objects/a0/../../../${version}`,
      `files/objects/b1/${version}`,
      'files/objects/a0/not-a-version',
    ]) {
      expect(() => readChecksums(`${sha('a')}  database.dump\n${sha('b')}  ${name}\n`)).toThrow(
        `SHA256SUMS, line 2, is not a file of a backup: ${sha('b')}  ${name}`,
      );
    }
  });

  it('needs the dump', () => {
    expect(() => readChecksums('')).toThrow('SHA256SUMS has no line for database.dump.');
  });
});

describe('the manifest', () => {
  const manifest = {
    format: 1,
    takenAt: '2026-11-30T04:00:00.000Z',
    database: {
      url: 'postgres://booking@db/booking',
      serverVersion: '15.20',
      pgDump: 'pg_dump (PostgreSQL) 15.20',
      migrations: ['0001_platform_roles'],
    },
    store: { description: 'the folder /srv/files', files: 2, bytes: 10, removedDuringBackup: [] },
  };

  it('is read back as written', () => {
    expect(readManifest(JSON.stringify(manifest), 'm.json')).toEqual(manifest);
  });

  it('says what is wrong with one that is not ours', () => {
    expect(() => readManifest('{', 'm.json')).toThrow(
      'm.json is not JSON: is this a backup of npm run backup?',
    );
    expect(() =>
      readManifest(JSON.stringify({ ...manifest, format: 2, store: {} }), 'm.json'),
    ).toThrow(/^m\.json is not a manifest of npm run backup \(format: .*; store\.description: /);
  });
});

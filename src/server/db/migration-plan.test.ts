import { describe, expect, it } from 'vitest';
import { MigrationError, parseMigrationFiles, pendingMigrations } from './migration-plan.ts';

const files = [
  { fileName: '0002_bookings.sql', sql: 'create table b();' },
  { fileName: '0001_roles.sql', sql: 'create role r;' },
];

describe('parseMigrationFiles', () => {
  it('orders migrations by number and checksums their text', () => {
    const migrations = parseMigrationFiles(files);
    expect(migrations.map((m) => `${m.version}:${m.name}`)).toEqual([
      '0001:roles',
      '0002:bookings',
    ]);
    expect(migrations[0]?.checksum).toMatch(/^[0-9a-f]{64}$/);
    expect(migrations[0]?.checksum).not.toBe(migrations[1]?.checksum);
  });

  it('refuses misnamed files and duplicate numbers', () => {
    expect(() => parseMigrationFiles([{ fileName: '1_roles.sql', sql: '' }])).toThrow(
      MigrationError,
    );
    expect(() =>
      parseMigrationFiles([
        { fileName: '0001_a.sql', sql: '' },
        { fileName: '0001_b.sql', sql: '' },
      ]),
    ).toThrow('share the number 0001');
  });
});

describe('pendingMigrations', () => {
  const migrations = parseMigrationFiles(files);
  const applied = migrations.map(({ version, checksum }) => ({ version, checksum }));

  it('returns the migrations not yet applied, in order', () => {
    expect(pendingMigrations(migrations, [])).toEqual(migrations);
    expect(pendingMigrations(migrations, applied.slice(0, 1))).toEqual(migrations.slice(1));
    expect(pendingMigrations(migrations, applied)).toEqual([]);
  });

  it('refuses a migration edited after it was applied', () => {
    expect(() =>
      pendingMigrations(migrations, [{ version: '0001', checksum: 'different' }]),
    ).toThrow('was changed after it was applied');
  });

  it('refuses a database migrated by a newer server', () => {
    expect(() => pendingMigrations(migrations, [{ version: '0003', checksum: 'x' }])).toThrow(
      'does not know',
    );
  });
});

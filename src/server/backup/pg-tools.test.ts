import { describe, expect, it } from 'vitest';
import { BackupError } from './backup-error.ts';
import { checkDumpVersion, runPgTool, serverMajorVersion, toolMajorVersion } from './pg-tools.ts';

describe('the versions of pg_dump and the server', () => {
  it('reads the major version of the tool and of the server', () => {
    expect(toolMajorVersion('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)\n')).toBe(15);
    expect(toolMajorVersion('pg_dump (PostgreSQL) 17.2')).toBe(17);
    expect(serverMajorVersion(150020)).toBe(15);
    expect(serverMajorVersion(90624)).toBe(9);
    expect(() => toolMajorVersion('command not found')).toThrow(BackupError);
  });

  it('refuses a pg_dump older than the server and takes the same or a newer one', () => {
    expect(() => checkDumpVersion(15, 16)).toThrow(
      'pg_dump is version 15 but the database server is PostgreSQL 16: install PostgreSQL',
    );
    expect(() => checkDumpVersion(16, 16)).not.toThrow();
    expect(() => checkDumpVersion(17, 15)).not.toThrow();
  });
});

describe('running a PostgreSQL tool', () => {
  it('says what to install when the tool is not on the PATH', async () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(runPgTool('pg_dump', ['--version'], {}, 16)).rejects.toThrow(
        "pg_dump was not found on the PATH: install PostgreSQL's client programs of version 16 or newer",
      );
    } finally {
      process.env.PATH = path;
    }
  });

  it("gives the tool's own words when it fails", async () => {
    await expect(
      runPgTool('pg_restore', ['--file=-', '/nonexistent/database.dump']),
    ).rejects.toThrow(
      /^pg_restore failed \(exit code 1\):\npg_restore: error: could not open input file/,
    );
    expect(await runPgTool('pg_dump', ['--version'])).toMatch(/^pg_dump \(PostgreSQL\) \d+/);
  });
});

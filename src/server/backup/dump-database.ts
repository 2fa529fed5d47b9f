import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { toolConnection } from './connection-settings.ts';
import { withClient } from './database-client.ts';
import { checkDumpVersion, runPgTool, serverMajorVersion, toolMajorVersion } from './pg-tools.ts';

export interface DatabaseDump {
  serverVersion: string;
  pgDump: string;
  /** platform.schema_migrations as the dump has it. */
  migrations: string[];
  /** The file versions storage.objects names in the dump: the files the backup must hold. */
  versions: string[];
}

/**
 * pg_dump in its custom format into `file`, from a snapshot this connection exports and holds
 * until the dump is done: the migrations and the file versions read here are exactly the dump's,
 * whatever commits meanwhile (docs/decisions/0071).
 */
export function dumpDatabase(databaseUrl: string, file: string): Promise<DatabaseDump> {
  return withClient(databaseUrl, (client) => dumpThrough(client, databaseUrl, file));
}

async function dumpThrough(
  client: pg.Client,
  databaseUrl: string,
  file: string,
): Promise<DatabaseDump> {
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      `select current_setting('server_version_num') as num,
              current_setting('server_version') as version`,
    );
    const { num, version: serverVersion } = rows[0] as { num: string; version: string };
    const serverMajor = serverMajorVersion(Number(num));
    const pgDump = (await runPgTool('pg_dump', ['--version'], {}, serverMajor)).trim();
    checkDumpVersion(toolMajorVersion(pgDump), serverMajor);

    await client.query('begin isolation level repeatable read read only');
    const snapshot = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const migrations = await client.query<{ version: string }>(
      "select version || '_' || name as version from platform.schema_migrations order by version",
    );
    const versions = await client.query<{ version: string }>(
      'select version from storage.objects order by version',
    );
    const { dbname, env } = toolConnection(databaseUrl);
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        `--snapshot=${snapshot.rows[0]?.id}`,
        `--file=${file}`,
        `--dbname=${dbname}`,
      ],
      env,
      serverMajor,
    );
    await client.query('commit');
    return {
      serverVersion,
      pgDump,
      migrations: migrations.rows.map((row) => row.version),
      versions: versions.rows.map((row) => row.version),
    };
  } catch (error) {
    if (error instanceof pg.DatabaseError && error.code === '42P01') {
      throw new BackupError(
        `The database at DATABASE_URL has no tables of this product (${error.message}): start the server on it once, or check DATABASE_URL.`,
      );
    }
    throw error;
  }
}

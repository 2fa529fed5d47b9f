import pg from 'pg';
import { BackupError } from './backup-error.ts';
import { toolConnection } from './connection-settings.ts';
import { runPgTool, serverMajorVersion } from './pg-tools.ts';

/**
 * The roles requests run as (db/migrations/0001_platform_roles.sql). They belong to the cluster,
 * not the database, so a dump holds the grants to them but not the roles: on a new cluster they
 * are made here first, and on any cluster the restoring user (the one the server connects as)
 * is made a member, as the migration makes it.
 */
const requestRoles = `
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values ('anon', ''), ('authenticated', ''), ('service_role', ' bypassrls'))
      as roles (name, extra)
  loop
    if not exists (select from pg_roles where rolname = wanted.name) then
      execute format('create role %I nologin noinherit%s', wanted.name, wanted.extra);
    end if;
  end loop;
end
$$;
grant anon, authenticated, service_role to current_user;`;

/** Tables, views, sequences or functions of anyone's outside PostgreSQL's own schemas. */
const holdsObjects = `
select exists (
  select from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
) or exists (
  select from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
) as found`;

export async function databaseHoldsObjects(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(holdsObjects);
  return rows[0]?.found ?? false;
}

/**
 * pg_restore of the dump in one transaction (all of it or nothing), owned by the restoring
 * user whoever owned it before (--no-owner: the old owner may not exist here), keeping the
 * grants to the request roles (made first); with `replace`, what the dump holds is dropped
 * first. Then the rows whose files were deleted while the backup was taken go, and the tables
 * are analyzed, as pg_restore leaves them without statistics.
 */
export async function restoreDatabase(
  client: pg.Client,
  databaseUrl: string,
  dump: string,
  options: { replace: boolean; removedDuringBackup: string[] },
): Promise<void> {
  const { rows } = await client.query<{ num: string; user: string }>(
    "select current_setting('server_version_num') as num, quote_ident(current_user) as user",
  );
  try {
    await client.query(requestRoles);
  } catch (error) {
    if (!(error instanceof pg.DatabaseError && error.code === '42501')) throw error;
    throw new BackupError(
      `The user of DATABASE_URL may not make the roles requests run as, or join them (${error.message}). Restore as a superuser, or have one run first: create role anon nologin noinherit; create role authenticated nologin noinherit; create role service_role nologin noinherit bypassrls; grant anon, authenticated, service_role to ${rows[0]?.user};`,
    );
  }
  const { dbname, env } = toolConnection(databaseUrl);
  await runPgTool(
    'pg_restore',
    [
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      ...(options.replace ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      dump,
    ],
    env,
    serverMajorVersion(Number(rows[0]?.num)),
  );
  await client.query('delete from storage.objects where version = any($1::text[])', [
    options.removedDuringBackup,
  ]);
  await client.query('analyze');
}

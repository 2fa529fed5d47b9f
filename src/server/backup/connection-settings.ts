/**
 * How pg_dump and pg_restore reach the DATABASE_URL's database: the URL without its password
 * as their --dbname, and the password in PGPASSWORD, so that no process listing shows it.
 */
export function toolConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password === '' ? {} : { PGPASSWORD: password } };
}

/** The database for a person to read (the manifest, messages): its URL without the password. */
export function describeDatabase(databaseUrl: string): string {
  return toolConnection(databaseUrl).dbname;
}

// `npm run api-keys`: the anon and service_role keys of the database the server is configured
// for (DATABASE_URL, or DATA_DIR while its server is stopped). A deployment's server does not
// print the service_role key at start: what it prints ends up in its logs (docs/decisions/0048).
import { loadApiKeys } from './auth/api-keys.ts';
import { loadSigningKeys } from './auth/signing-key.ts';
import { ConfigError, readConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openConfiguredDatabase } from './db/open-database.ts';

async function apiKeys(): Promise<string> {
  const config = readConfig(process.env);
  const db = await openConfiguredDatabase(config);
  try {
    const [signingKey] = await loadSigningKeys(db, config.jwtPrivateKey);
    const keys = await loadApiKeys(db, signingKey);
    return [
      `anon key:          ${keys.anon}`,
      `service_role key:  ${keys.serviceRole}`,
      '(the service_role key bypasses row-level security: keep it secret)',
      '',
    ].join('\n');
  } finally {
    await db.close();
  }
}

try {
  process.stdout.write(await apiKeys());
} catch (error) {
  // Errors a person can fix from the message alone; anything else is shown with its stack.
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

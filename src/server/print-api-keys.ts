// `npm run api-keys`: the anon and service_role keys of the database the server is configured
// for. A deployment's server does not print the service_role key at start: what it prints ends
// up in its logs (docs/decisions/0048).
import { loadApiKeys } from './auth/api-keys.ts';
import { loadSigningKeys } from './auth/signing-key.ts';
import { runDatabaseCommand } from './run-database-command.ts';

await runDatabaseCommand(async (db, config) => {
  const [signingKey] = await loadSigningKeys(db, config.jwtPrivateKey);
  const keys = await loadApiKeys(db, signingKey);
  return [
    `anon key:          ${keys.anon}`,
    `service_role key:  ${keys.serviceRole}`,
    '(the service_role key bypasses row-level security: keep it secret)',
    '',
  ].join('\n');
});

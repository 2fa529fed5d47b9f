// `npm run rotate-signing-key` (docs/decisions/0050): a new JWT signing key in the database the
// server is configured for (DATABASE_URL, or DATA_DIR while its server is stopped). Each server
// signs with it from its next start; the keys before it keep verifying what they signed.
import { rotateSigningKey } from './auth/signing-key.ts';
import { ConfigError } from './config.ts';
import { runDatabaseCommand } from './run-database-command.ts';

await runDatabaseCommand(async (db, config) => {
  if (config.jwtPrivateKey !== undefined) {
    throw new ConfigError(
      'JWT_PRIVATE_KEY is set, so the server signs with that key and no key in the database: there is nothing here to rotate.',
    );
  }
  const key = await rotateSigningKey(db);
  const { rows } = await db.query<{ kid: string }>(
    'select kid from platform.signing_keys where kid <> $1 order by created_at desc',
    [key.kid],
  );
  const older = rows.map((row) => row.kid);
  return [
    `New JWT signing key: ${key.kid}`,
    'Every server signs with it from its next start: restart them all now.',
    ...(older.length === 0
      ? []
      : [
          `Tokens and API keys signed with ${older.join(', ')} stay valid. Once the access tokens`,
          'they signed have expired (JWT_EXPIRY) and clients use the new API keys (npm run',
          'api-keys prints them), remove an old key and restart the servers:',
          `  delete from platform.api_keys where kid = '${older[0]}';`,
          `  delete from platform.signing_keys where kid = '${older[0]}';`,
        ]),
    '',
  ].join('\n');
});

// The server the end-to-end journeys run against, on a fresh database with the demo data: the
// PostgreSQL of TEST_DATABASE_URL when it is set (as CI sets it: PostgreSQL serves the two
// browsers' requests side by side), else an embedded database in DATA_DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const env = { ...process.env, DEMO: '1' };
const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  const name = `e2e_${process.env.PORT ?? 'default'}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
} else {
  fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
}

// A real OpenID provider beside the server, for the "Continue with Test ID" journeys.
const providerPort = Number(process.env.PORT ?? 4173) + 1000;
const provider = spawn(process.execPath, ['--import', 'tsx', 'e2e/oidc-provider-server.ts'], {
  env: {
    ...process.env,
    OIDC_PROVIDER_PORT: String(providerPort),
    APP_URL: `http://127.0.0.1:${process.env.PORT ?? 4173}`,
  },
  stdio: 'inherit',
});
env.OIDC_PROVIDERS = JSON.stringify([
  {
    id: 'testid',
    name: 'Test ID',
    issuer: `http://127.0.0.1:${providerPort}`,
    client_id: 'booking-e2e',
    client_secret: 'booking-e2e-secret',
  },
]);

const server = spawn(process.execPath, ['dist/server/main.js'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    provider.kill(signal);
    server.kill(signal);
  });
}
server.on('exit', (code) => {
  provider.kill('SIGTERM');
  process.exit(code ?? 0);
});

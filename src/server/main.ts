import { pino } from 'pino';
import { demoAccounts, demoPassword } from './auth/demo-accounts.ts';
import { readConfig, type Config } from './config.ts';
import { isExplainedError } from './explained-errors.ts';
import { startServer, type RunningServer } from './start-server.ts';

function fail(error: unknown): never {
  if (isExplainedError(error)) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The server could not start:\n${String((error as Error).stack ?? error)}\n`,
    );
  }
  process.exit(1);
}

function banner(config: Config, running: RunningServer): string {
  const url = config.deployment ? config.siteUrl : `http://localhost:${running.port}`;
  const tools = Object.entries(config.developerTools)
    .filter(([, on]) => on)
    .map(([tool]) => tool);
  const database =
    config.databaseUrl === undefined
      ? `PGlite (embedded) in ${config.dataDir}`
      : `PostgreSQL at ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}`;
  return [
    '',
    `  Booking platform is running at ${url}`,
    config.deployment
      ? `  Deployment:        listening on ${config.host}:${running.port} (docs/operations.md, "Deploying")`
      : `  Trial:             on this machine only (${config.host}); see "Deploying" in docs/operations.md`,
    `  Developer tools:   ${tools.length > 0 ? tools.join(', ') : 'none'}`,
    `  Database:          ${database}`,
    `  Files:             ${
      config.storage.backend === 's3' && config.storage.s3
        ? `bucket ${config.storage.s3.bucket}${config.storage.s3.endpoint ? ` at ${new URL(config.storage.s3.endpoint).host}` : ''}`
        : config.storage.dir
    }`,
    `  Supabase URL:      ${config.apiExternalUrl ?? url}`,
    `  anon key:          ${running.apiKeys.anon}`,
    // A deployment's output goes to its logs, where no secret belongs.
    config.deployment
      ? '  service_role key:  not printed in a deployment (npm run api-keys shows it)'
      : `  service_role key:  ${running.apiKeys.serviceRole}`,
    '  (the service_role key bypasses row-level security: keep it secret)',
    ...(config.developerTools.demo
      ? [
          `  Demo accounts:     ${demoAccounts.map((account) => account.email).join(', ')}`,
          `  Demo password:     ${demoPassword}`,
        ]
      : []),
    ...(config.developerTools.mailbox
      ? [
          `  Mailbox:           ${url}/mailbox${config.deployment ? ' (with the service_role key only)' : ''}`,
        ]
      : []),
    '',
    '',
  ].join('\n');
}

let config: Config;
try {
  config = readConfig(process.env);
} catch (error) {
  fail(error);
}
const logger = pino({ level: config.logLevel });
const running = await startServer(config, logger).catch(fail);
process.stdout.write(banner(config, running));

let stopping = false;
async function shutDown(signal: string) {
  if (stopping) {
    process.stderr.write('Forced exit before the database was closed.\n');
    process.exit(1);
  }
  stopping = true;
  logger.info({ signal }, 'stopping');
  await running.stop();
  logger.info('stopped; database closed');
  process.exit(0);
}
process.on('SIGINT', () => void shutDown('SIGINT'));
process.on('SIGTERM', () => void shutDown('SIGTERM'));

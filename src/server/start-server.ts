import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Logger } from 'pino';
import { loadApiKeys, type ApiKeys } from './auth/api-keys.ts';
import { createDemoAccounts } from './auth/demo-accounts.ts';
import { putAwayDeveloperTools } from './put-away-developer-tools.ts';
import { startOfferSweep } from './booking/offer-sweep.ts';
import { startTableUpkeep } from './db/table-upkeep.ts';
import { chargeOfferedPlaces } from './payments/offered-place-charges.ts';
import { startMessaging } from './messaging/start-messaging.ts';
import { textChannel } from './sms/text-channel.ts';
import { createDemoBusinesses } from './demo/demo-businesses.ts';
import { connectDemoPayments } from './payments/demo-payments.ts';
import { addDemoCalendarApps } from './calendar-sync/stand-ins/demo-calendar-apps.ts';
import { resealCalendarSecrets } from './calendar-sync/oauth/reseal-calendar-secrets.ts';
import { startFeeCharges } from './payments/fee-charges.ts';
import { startMembershipBilling } from './memberships/billing-worker.ts';
import { startSyncWorker } from './calendar-sync/sync-worker.ts';
import { startWriteWorker } from './calendar-sync/write-worker.ts';
import { startPushChannels } from './calendar-sync/push/push-channels.ts';
import { startDeliveryWorker } from './webhooks/delivery-worker.ts';
import { startEventPruning } from './webhooks/event-pruning.ts';
import { resealPaymentSecrets } from './payments/reseal-payment-secrets.ts';
import { paymentsBox } from './payments/secret-box.ts';
import { startWebhookRedelivery } from './payments/test-provider/webhook-redelivery.ts';
import { loadSigningKeys, type SigningKey } from './auth/signing-key.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { analyzeTables } from './db/analyze-tables.ts';
import { migrate } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open-database.ts';
import { createSchemaCacheStore, type SchemaCacheStore } from './rest/schema/schema-cache-store.ts';
import { openObjectStore } from './storage/open-object-store.ts';
import { startOrphanSweep } from './storage/orphan-sweep.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import { startRealtimeHub } from './realtime/realtime-service.ts';

export interface RunningServer {
  port: number;
  db: Database;
  signingKey: SigningKey;
  apiKeys: ApiKeys;
  schemaCache: SchemaCacheStore;
  /** This process's realtime channels and presences. */
  realtimeHub: RealtimeHub;
  /** Every method and path the app registers (Hono's route table), for tests that reach them all. */
  routes: { method: string; path: string }[];
  /** Stops accepting requests, closes the database cleanly and releases DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * How long an idle keep-alive connection stays open. Node's 5 s closes it while a client (a
 * browser, a proxy, a test's request context) may be sending its next request on it, which that
 * client then sees reset; a minute outlasts their idle reuse, as proxies in front expect.
 */
const keepAliveMs = 65_000;

function listen(fetch: (request: Request) => Response | Promise<Response>, config: Config) {
  return new Promise<ServerType>((resolve, reject) => {
    const server = serve({ fetch, port: config.port, hostname: config.host }, () =>
      resolve(server),
    );
    if ('keepAliveTimeout' in server) {
      server.keepAliveTimeout = keepAliveMs;
      // Node requires headers to time out after the keep-alive does.
      server.headersTimeout = keepAliveMs + 1_000;
    }
    server.once('error', reject);
  });
}

function closeServer(server: ServerType) {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections would otherwise hold the close open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

/**
 * Opens the database (PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL), migrates it,
 * loads the keys and serves the app. Each step undoes the earlier ones if a later one fails.
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const cleanups: (() => unknown)[] = [];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // First, so that a bucket that does not answer stops the start before any migration.
    const store = await openObjectStore(config.storage);
    cleanups.push(() => store.close());
    const db = await openConfiguredDatabase(config);
    cleanups.push(() => db.close());

    const applied = await migrate(db);
    if (applied.length > 0) logger.info({ applied }, 'migrations applied');
    const { demo, testProvider } = config.developerTools;
    // The migration that creates auth.users runs once per database: its first start.
    if (demo && applied.includes('0003')) {
      await createDemoAccounts(db);
      await createDemoBusinesses(db);
    }
    // Statistics for what the migrations and the demo made, so the first minute is fast too.
    if (applied.length > 0) await analyzeTables(db);
    const signingKeys = await loadSigningKeys(db, config.jwtPrivateKey);
    const [signingKey] = signingKeys;
    const box = paymentsBox(
      { current: config.paymentsEncryptionKey, previous: config.paymentsEncryptionKeysPrevious },
      signingKeys.map((key) => key.privateKey),
    );
    await resealPaymentSecrets(db, box, logger);
    await resealCalendarSecrets(db, box, logger);
    // The demo pays through the embedded test provider; its secrets are sealed with the key
    // the server's routes open them with, so this waits for the signing key.
    if (demo && testProvider && applied.includes('0003')) await connectDemoPayments(db, box);
    // And connects Google and Microsoft calendars through the stand-ins, from the first start
    // that has them.
    if (demo && config.developerTools.testCalendars && applied.includes('0352'))
      await addDemoCalendarApps(db, box);
    await putAwayDeveloperTools(db, config.developerTools, logger);
    const apiKeys = await loadApiKeys(db, signingKey);
    const schemaCache = await createSchemaCacheStore(db, config.rest.schemas, logger);
    cleanups.push(() => schemaCache.close());
    // The stand-in is reached through this server's own port, known once it listens.
    const listening = { origin: 'http://127.0.0.1:0' };
    const texts = textChannel({
      twilio: config.twilio,
      standIn: config.developerTools.testTexts,
      mailbox: config.developerTools.mailbox,
      signingKey: signingKey.privateKey,
      publicUrl: config.apiExternalUrl ?? config.siteUrl,
      origin: () => listening.origin,
      logger,
    });

    const realtime = await startRealtimeHub(db, logger);
    cleanups.push(() => realtime.stop());

    const { app, realtimeSockets, payments, providerWebhooks, calendarAccounts, drainTexts } =
      createApp({
        config,
        db,
        logger,
        signingKeys,
        paymentsBox: box,
        apiKeys,
        schemaCache,
        store,
        realtimeHub: realtime.hub,
        texts,
      });
    cleanups.push(startTableUpkeep(db, logger, config.tableUpkeepSeconds));
    cleanups.push(
      startOfferSweep(db, logger, config.offerSweepSeconds, () =>
        chargeOfferedPlaces(payments, logger),
      ),
    );
    const server = await listen(app.fetch, config);
    realtimeSockets.attach(server);
    // A server listening on every interface is reached on the loopback one.
    const reachable = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
    const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
    listening.origin = `http://${hostPart}:${(server.address() as AddressInfo).port}`;
    cleanups.push(drainTexts);
    cleanups.push(await startMessaging(db, logger, config, texts));
    cleanups.push(await startFeeCharges({ ...payments, logger }, config.messagePollSeconds * 1000));
    cleanups.push(
      await startMembershipBilling({ ...payments, logger }, config.messagePollSeconds * 1000),
    );
    if (testProvider)
      cleanups.push(
        startWebhookRedelivery(providerWebhooks, box, logger, config.messagePollSeconds * 1000),
      );
    if (config.calendarSync.workers) {
      const calendarPollMs = config.messagePollSeconds * 1000;
      cleanups.push(
        await startSyncWorker(db, calendarAccounts, logger, {
          syncSeconds: config.calendarSync.syncSeconds,
          pollMs: calendarPollMs,
        }),
      );
      cleanups.push(
        await startPushChannels(
          {
            db,
            logger,
            openAccount: calendarAccounts,
            publicUrl: config.apiExternalUrl ?? config.siteUrl,
          },
          calendarPollMs,
        ),
      );
      cleanups.push(
        await startWriteWorker(db, calendarAccounts, logger, {
          siteUrl: config.siteUrl,
          pollMs: calendarPollMs,
        }),
      );
    }
    cleanups.push(
      await startDeliveryWorker(db, logger, {
        allowPrivate: config.webhooks.allowPrivate,
        pollMs: config.messagePollSeconds * 1000,
      }),
    );
    cleanups.push(startEventPruning(db, logger));
    cleanups.push(startOrphanSweep(db, store, logger));
    cleanups.push(() => closeServer(server));
    // Sockets first: an open WebSocket would hold the server's close.
    cleanups.push(() => realtimeSockets.close());

    return {
      port: (server.address() as AddressInfo).port,
      db,
      signingKey,
      apiKeys,
      schemaCache,
      realtimeHub: realtime.hub,
      routes: app.routes.map(({ method, path }) => ({ method, path })),
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

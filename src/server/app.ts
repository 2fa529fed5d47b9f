import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { except } from 'hono/combine';
import type { Logger } from 'pino';
import type { ApiKeys } from './auth/api-keys.ts';
import { registerAuthRoutes } from './auth/auth-routes.ts';
import { createMailer } from './auth/mail/mailer.ts';
import { registerJwksRoute } from './auth/jwks-route.ts';
import type { SigningKey } from './auth/signing-key.ts';
import { createJwtVerifier } from './auth/verify-jwt.ts';
import { createApiTokenVerifier } from './auth/api-token/api-token-verifier.ts';
import { SessionLiveness } from './auth/api-token/session-liveness.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerApiNotFound } from './http/api-not-found.ts';
import { defaultMaxBodyBytes, limitBody } from './http/body-limit.ts';
import { OidcProviders } from './auth/oidc/provider-registry.ts';
import { clientConfig, registerClientConfigRoute } from './http/client-config-route.ts';
import { registerHealthRoute } from './http/health-route.ts';
import { registerMailboxRoutes } from './mailbox/mailbox-routes.ts';
import { registerDeveloperClock } from './memberships/developer-clock.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security-headers.ts';
import { answerUnhandledError } from './http/unhandled-error.ts';
import type { SchemaCacheStore } from './rest/schema/schema-cache-store.ts';
import { registerRestRoutes } from './rest/rest-routes.ts';
import { cachedJwtVerifier } from './auth/cached-jwt-verifier.ts';
import { StatementCache } from './rest/http/statement-cache.ts';
import { bookingPageExtras } from './link-preview/booking-link-preview.ts';
import { registerEmbedPage } from './embed-page/embed-page-route.ts';
import { registerUnsubscribeRoute } from './messaging/unsubscribe/unsubscribe-route.ts';
import { registerSmsRoutes } from './sms/sms-routes.ts';
import { registerTwilioStandIn } from './sms/stand-in/twilio-stand-in.ts';
import type { TextChannel } from './sms/text-channel.ts';
import { registerCalendarRoutes } from './calendar/calendar-routes.ts';
import { registerCalendarSyncRoutes } from './calendar-sync/calendar-sync-routes.ts';
import { accountOpener, type OpenAccount } from './calendar-sync/open-account.ts';
import { registerOAuthRoutes } from './calendar-sync/oauth/oauth-routes.ts';
import { stateKey } from './calendar-sync/oauth/oauth-state.ts';
import { registerPushRoutes } from './calendar-sync/push/push-routes.ts';
import { registerCalendarStandIns } from './calendar-sync/stand-ins/stand-in-routes.ts';
import { businessExport } from './functions/business-export.ts';
import { createPayment } from './functions/create-payment.ts';
import { registerFunctions } from './functions/functions-routes.ts';
import type { FeeChargeServices } from './payments/fee-charges.ts';
import { registerPaymentRoutes } from './payments/payments-routes.ts';
import type { WebhookSender } from './payments/test-provider/webhook-sender.ts';
import type { SecretBox } from './payments/secret-box.ts';
import { registerSpa } from './static/serve-spa.ts';
import type { ObjectStore } from './storage/object-store.ts';
import { registerStorageRoutes } from './storage/storage-routes.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import { registerRealtime } from './realtime/realtime-service.ts';
import type { RealtimeSockets } from './realtime/realtime-upgrade.ts';

/**
 * Ended sessions are looked for at most once a second, looking 30 s back for changes committed
 * late: an ended session is refused within about a second (docs/decisions/0018).
 */
const sessionLivenessOptions = { pollIntervalMs: 1000, lookBackMs: 30_000, max: 100_000 };

export interface AppServices {
  config: Pick<
    Config,
    | 'apiExternalUrl'
    | 'webDir'
    | 'rest'
    | 'siteUrl'
    | 'auth'
    | 'smtpUrl'
    | 'smtpFrom'
    | 'storage'
    | 'paymentsEncryptionKey'
    | 'realtimeIdleSeconds'
    | 'deployment'
    | 'developerTools'
    | 'realtimeLimits'
    | 'calendarSync'
  >;
  db: Database;
  logger: Logger;
  signingKeys: SigningKey[];
  /** What seals and opens the businesses' payment secrets (secret-box.ts). */
  paymentsBox: SecretBox;
  apiKeys: ApiKeys;
  schemaCache: SchemaCacheStore;
  /** The files of /storage/v1: under STORAGE_DIR, or in a bucket (STORAGE_BACKEND). */
  store: ObjectStore;
  /** This process's realtime channels, joined to other processes' (realtime-service.ts). */
  realtimeHub: RealtimeHub;
  /** The text-message gateway (Twilio or its stand-in), if any (sms/text-channel.ts). */
  texts: TextChannel | undefined;
}

export interface CreatedApp {
  app: Hono;
  /** The WebSocket endpoint of /realtime/v1, for the HTTP server's upgrade requests. */
  realtimeSockets: RealtimeSockets;
  /** What the fee worker charges saved cards with (fee-charges.ts): the app's own provider path. */
  payments: Omit<FeeChargeServices, 'logger'>;
  /** The test provider's webhook deliveries, which the redelivery of lost ones reuses. */
  providerWebhooks: WebhookSender;
  /** What the calendar workers open staff members' accounts with (open-account.ts). */
  calendarAccounts: OpenAccount;
  /** Waits for the text stand-in's status callbacks under way (stopping, tests). */
  drainTexts: () => Promise<void>;
}

/** The whole HTTP surface of the one process: backend services first, then the SPA. */
export function createApp({
  config,
  db,
  logger,
  signingKeys,
  paymentsBox,
  apiKeys,
  schemaCache,
  store,
  realtimeHub,
  texts,
}: AppServices): CreatedApp {
  const app = new Hono();
  app.use(requestLog(logger));
  app.use(securityHeaders(config.apiExternalUrl));
  // Every body read whole is bounded first: here, or by the APIs whose protocols say 413 in
  // words of their own (rest-routes, auth-routes; storage streams its uploads to disk).
  app.use(except(['/rest/v1/*', '/auth/v1/*', '/storage/v1/*'], limitBody(defaultMaxBodyBytes)));
  app.onError(answerUnhandledError(logger));

  registerHealthRoute(app, db);
  const clientConfigOptions = {
    anonKey: apiKeys.anon,
    apiExternalUrl: config.apiExternalUrl,
    // Whether "check your inbox" may point at /mailbox: only where anyone may open it.
    mailbox: config.developerTools.mailbox && !config.deployment && config.smtpUrl === undefined,
    testPayments: config.developerTools.testProvider,
    testCalendars: config.developerTools.testCalendars,
    saml: config.auth.samlEnabled,
    ...(config.auth.passkeysEnabled ? { passkeyRpId: config.auth.webauthn.rpId } : {}),
    signInProviders: config.auth.oidcProviders.map(({ id, name }) => ({ id, name })),
  };
  registerClientConfigRoute(app, clientConfigOptions);
  registerJwksRoute(app, signingKeys);
  const verifyJwt = createJwtVerifier(signingKeys);
  // Every API's bearer tokens: signature (cached per token), claims, and a live session.
  const liveness = new SessionLiveness(db, sessionLivenessOptions);
  const verifyApiToken = createApiTokenVerifier(
    cachedJwtVerifier(verifyJwt, { max: 10_000, maxAgeMs: 5 * 60_000 }),
    liveness,
    config.apiExternalUrl,
  );
  // What ends sessions here is refused here at once; other processes see it within a second.
  const endsSessions: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.res.ok) liveness.endedHere();
  };
  app.use('/auth/v1/logout', endsSessions);
  app.use('/auth/v1/admin/users/*', endsSessions);
  registerAuthRoutes(app, {
    db,
    config,
    // The first key signs; all of them verify (a rotated-out key keeps its tokens valid).
    signingKey: signingKeys[0] as SigningKey,
    verifyApiToken,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      smtpFrom: config.smtpFrom,
      mailbox: config.developerTools.mailbox,
      texts,
      logger,
    }),
    logger,
    oidc: new OidcProviders(config.auth.oidcProviders),
  });
  if (config.developerTools.mailbox) {
    registerMailboxRoutes(app, db, verifyApiToken, { serviceRoleOnly: config.deployment });
  }
  registerStorageRoutes(
    app,
    {
      db,
      verifyJwt,
      verifyApiToken,
      signingKey: signingKeys[0] as SigningKey,
      store,
      fileSizeLimit: config.storage.fileSizeLimit,
    },
    logger,
  );
  registerRestRoutes(
    app,
    {
      db,
      verifyApiToken,
      statements: new StatementCache(1000),
      schemaCache,
      schemas: config.rest.schemas,
      maxRows: config.rest.maxRows,
      txEnd: config.rest.txEnd,
      aggregatesEnabled: config.rest.aggregatesEnabled,
      planEnabled: config.rest.planEnabled,
    },
    { maxBodyBytes: config.rest.maxBodyBytes, logger },
  );
  const realtimeSockets = registerRealtime(app, {
    db,
    hub: realtimeHub,
    verifyApiToken,
    logger,
    idleMs: config.realtimeIdleSeconds * 1000,
    limits: config.realtimeLimits,
  });
  registerUnsubscribeRoute(app, db);
  registerCalendarRoutes(app, { db, verifyApiToken, siteUrl: config.siteUrl });
  const payments = {
    db,
    box: paymentsBox,
    // The test provider's SDK calls and webhooks go through this app, in-process.
    send: async (request: Request) => app.fetch(request),
  };
  const providerWebhooks = registerPaymentRoutes(app, {
    ...payments,
    verifyApiToken,
    logger,
    ownEncryptionKey: config.paymentsEncryptionKey !== undefined,
    testProvider: config.developerTools.testProvider,
  });
  const calendarAddressPolicy = {
    allowLoopback: config.calendarSync.allowLoopbackCaldav,
    deployment: config.deployment,
  };
  const calendarAccounts = accountOpener({
    db,
    box: paymentsBox,
    addressPolicy: calendarAddressPolicy,
    send: payments.send,
  });
  registerCalendarSyncRoutes(app, {
    db,
    box: paymentsBox,
    verifyApiToken,
    openAccount: calendarAccounts,
    addressPolicy: calendarAddressPolicy,
    logger,
  });
  // Google and Microsoft calendars (issue 37): consent, push notifications, the stand-ins.
  const calendarServices = { db, box: paymentsBox, send: payments.send, logger };
  registerCalendarStandIns(app, { ...calendarServices, on: config.developerTools.testCalendars });
  registerOAuthRoutes(app, {
    ...calendarServices,
    verifyApiToken,
    stateKey: stateKey((signingKeys[0] as SigningKey).privateKey),
    testCalendars: config.developerTools.testCalendars,
    siteUrl: config.siteUrl,
    apiExternalUrl: config.apiExternalUrl,
  });
  registerPushRoutes(app, db);
  // Texts (issue 39, point 2): the gateway's callbacks, and the stand-in when it is the gateway.
  if (texts) registerSmsRoutes(app, { db, texts, logger });
  const textStandIn =
    texts?.standIn === true
      ? registerTwilioStandIn(app, { db, account: texts.account, send: payments.send, logger })
      : undefined;
  registerFunctions(app, verifyApiToken, {
    'create-payment': createPayment(payments),
    'export-business': businessExport(db),
  });
  if (config.developerTools.clock)
    registerDeveloperClock(app, db, verifyApiToken, { serviceRoleOnly: config.deployment });
  registerApiNotFound(app);
  const pageExtras = (c: Context) =>
    bookingPageExtras(db, c.req.url, config.apiExternalUrl, c.req.header('accept-language'));
  registerEmbedPage(app, pageExtras);
  registerSpa(app, config.webDir, (c) => clientConfig(clientConfigOptions, c.req.url), pageExtras);

  app.notFound((c) => c.text('Not Found', 404));
  return {
    app,
    realtimeSockets,
    payments,
    providerWebhooks,
    calendarAccounts,
    drainTexts: async () => textStandIn?.drain(),
  };
}

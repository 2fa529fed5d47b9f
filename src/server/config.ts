// Longer than most: every environment variable in one schema, read in one place, so that the
// configuration table in docs/operations.md has one source to follow.
import path from 'node:path';
import { z } from 'zod';
import { parsePaymentsKey } from './payments/secret-box.ts';
import { transactionEnds, type TransactionEnd } from './rest/plan/transaction-end.ts';
import { parseOidcProviders, type OidcProviderSettings } from './auth/oidc/provider-settings.ts';
import type { Web3Chain } from './auth/web3/sign-in-message.ts';
import type { StatementTimeouts } from './db/statement-timeouts.ts';
import { readS3Settings, type S3Settings, type StorageBackend } from './storage/s3-settings.ts';
import {
  developerTools,
  isDeployment,
  missingSettings,
  type DeveloperTools,
} from './developer-tools.ts';
import { smsProviders, twilioSettings, type TwilioSettings } from './sms/sms-settings.ts';
import {
  realtimeLimitDefaults as realtime,
  type RealtimeLimits,
} from './realtime/realtime-limits.ts';

/** Every setting the server reads, with its environment variable; docs/operations.md lists them for users. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtPrivateKey: string | undefined;
  siteUrl: string;
  apiExternalUrl: string | undefined;
  webDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rest: {
    /** The schemas /rest/v1 exposes, the first being the default. */
    schemas: string[];
    /** The most rows one read returns, embeds included (PostgREST's db-max-rows). */
    maxRows: number;
    maxBodyBytes: number;
    /** PostgREST's db-tx-end: whether requests commit or roll back, and whether `Prefer: tx=` may say. */
    txEnd: TransactionEnd;
    /** PostgREST's db-aggregates-enabled: `count()`, `sum()`… in `select`; off, they are PGRST123. */
    aggregatesEnabled: boolean;
    /** PostgREST's db-plan-enabled: `Accept: application/vnd.pgrst.plan` answers with EXPLAIN. */
    planEnabled: boolean;
  };
  auth: AuthConfig;
  /**
   * How long one statement of a request may run, by the request's role (docs/decisions/0049):
   * ANON_STATEMENT_TIMEOUT_MS, AUTHENTICATED_STATEMENT_TIMEOUT_MS, and REST_STATEMENT_TIMEOUT_MS
   * for service_role (Supabase's authenticator timeout, which service_role has no own one over).
   */
  statementTimeouts: StatementTimeouts;
  /** Where mail goes; without it the mailbox (a developer tool) keeps every message. */
  smtpUrl: string | undefined;
  smtpFrom: string;
  /** Whether others can reach this server (HOST, SITE_URL): then it is a deployment. */
  deployment: boolean;
  /** The demo, the mailbox and the test card provider: a trial's, or a deployment's by name. */
  developerTools: DeveloperTools;
  /** How often lapsed waitlist offers are released, in seconds. */
  offerSweepSeconds: number;
  /** How often the embedded database's grown tables are looked for (table-upkeep.ts). */
  tableUpkeepSeconds: number;
  /** How often the outbox and the reminders are looked at without a wake-up, in seconds. */
  messagePollSeconds: number;
  storage: StorageConfig;
  /**
   * The key that seals each business's payment secrets (PAYMENTS_ENCRYPTION_KEY, 32 bytes);
   * unset, one is derived from the JWT signing key (docs/decisions/0037).
   */
  paymentsEncryptionKey: Uint8Array | undefined;
  /**
   * The keys PAYMENTS_ENCRYPTION_KEY replaced (PAYMENTS_ENCRYPTION_KEY_PREVIOUS): they only open,
   * and what they sealed is sealed again under the current key at start (docs/decisions/0050).
   */
  paymentsEncryptionKeysPrevious: Uint8Array[];
  /** A realtime socket that sends nothing for this long is closed (its presences leave). */
  realtimeIdleSeconds: number;
  /** What one realtime client may hold and send (realtime-limits.ts). */
  realtimeLimits: RealtimeLimits;
  calendarSync: CalendarSyncConfig;
  /** Signed outbound webhooks (issue 38). */
  webhooks: WebhooksConfig;
  /**
   * The text-message gateway (SMS_PROVIDER=twilio and TWILIO_*); undefined: the stand-in when
   * that developer tool is on, else the mailbox, else no texts (issue 39).
   */
  twilio: TwilioSettings | undefined;
}

export interface WebhooksConfig {
  /**
   * Endpoints over http:// and on private, loopback and link-local networks
   * (WEBHOOKS_ALLOW_PRIVATE; on in a trial, off in a deployment unless the operator turns it on).
   */
  allowPrivate: boolean;
}

/** Staff members' own calendars (issue 37). */
export interface CalendarSyncConfig {
  /**
   * How often a calendar whose provider pushes its changes is read all the same
   * (CALENDAR_SYNC_SECONDS); one without a push channel is read every minute at most.
   */
  syncSeconds: number;
  /** CalDAV over http:// to this machine's own addresses (CALDAV_ALLOW_LOOPBACK; a trial's). */
  allowLoopbackCaldav: boolean;
  /**
   * Whether this process reads calendars, writes bookings to them and keeps their push channels
   * (CALENDAR_WORKERS): a process may leave that to the others on the same database.
   */
  workers: boolean;
}

/** /storage/v1: where files are kept and the largest one accepted. */
export interface StorageConfig {
  /** STORAGE_BACKEND: the server's disk (under `dir`) or a bucket (`s3`). */
  backend: StorageBackend;
  dir: string;
  /** Read whenever S3_BUCKET is set: the bucket of STORAGE_BACKEND=s3, or to copy into. */
  s3: S3Settings | undefined;
  /** In bytes; a bucket's own file_size_limit may only lower it. */
  fileSizeLimit: number;
}

/** The auth service's settings (Supabase Auth's GOTRUE_* equivalents). */
export interface AuthConfig {
  jwtExpiry: number;
  autoconfirm: boolean;
  passwordMinLength: number;
  otpExpiry: number;
  emailMinInterval: number;
  /** Seconds between two text messages of one phone factor's challenges (MFA_PHONE_MAX_FREQUENCY). */
  mfaPhoneMinInterval: number;
  additionalRedirectUrls: string[];
  securePasswordChange: boolean;
  /** How old (seconds) a session may be and still change the password without the mailed code. */
  securePasswordChangeAfter: number;
  refreshTokenReuseInterval: number;
  rateLimitPerMinute: number;
  webauthn: WebauthnConfig;
  /** Signing in with a passkey alone (the /passkeys endpoints; PASSKEYS_ENABLED). */
  passkeysEnabled: boolean;
  /** SAML 2.0 single sign-on (POST /sso, the ACS and the admin SSO provider API). */
  samlEnabled: boolean;
  /** External OpenID Connect providers (OIDC_PROVIDERS). */
  oidcProviders: OidcProviderSettings[];
  /** Whether signed-in users may connect and disconnect identities themselves. */
  manualLinking: boolean;
  /** No new users except those an admin creates or invites (GOTRUE_DISABLE_SIGNUP). */
  disableSignup: boolean;
  /** `signInAnonymously()`: users without an address who may add one later. */
  anonymousSignIns: boolean;
  /** The wallets `signInWithWeb3` accepts (WEB3_CHAINS); none unless configured. */
  web3Chains: Web3Chain[];
}

/** The relying party WebAuthn factors are bound to; never taken from what a client claims. */
export interface WebauthnConfig {
  /** The domain credentials are scoped to (WEBAUTHN_RP_ID, else SITE_URL's host name). */
  rpId: string;
  /** The page origins a ceremony may run on (WEBAUTHN_RP_ORIGINS, else SITE_URL's origin). */
  rpOrigins: string[];
  /** The name the browser's prompt shows (WEBAUTHN_RP_NAME). */
  rpName: string;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalText.pipe(z.url().optional());

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) =>
    value === undefined || value === '' ? undefined : /^(true|1)$/.test(value),
  );

const seconds = z.coerce.number().int().min(1);
const count = z.coerce.number().int().positive();

/** Payments keys separated by commas, each as PAYMENTS_ENCRYPTION_KEY is written. */
const paymentsKeyList = z
  .string()
  .default('')
  .transform((value, context) => {
    const keys = value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean)
      .map(parsePaymentsKey);
    const read = keys.filter((key): key is Uint8Array => key !== null);
    if (read.length < keys.length) {
      context.addIssue({
        code: 'custom',
        message: 'each key must be 32 bytes as 64 hex digits or base64, separated by commas',
      });
    }
    return read;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // The loopback interface: a server others reach is a deployment, and says so with HOST.
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_PRIVATE_KEY: optionalText,
  SITE_URL: optionalUrl,
  API_EXTERNAL_URL: optionalUrl,
  WEB_DIR: z.string().trim().min(1).default('dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REST_SCHEMAS: z
    .string()
    .default('public')
    .transform((value) =>
      value
        .split(',')
        .map((schema) => schema.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string()).min(1, 'must name at least one schema')),
  REST_MAX_ROWS: z.coerce.number().int().positive().default(1000),
  REST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(8000),
  ANON_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(3000),
  AUTHENTICATED_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(8000),
  REST_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  REST_TX_END: z.enum(transactionEnds).default('commit'),
  REST_AGGREGATES_ENABLED: flag,
  REST_PLAN_ENABLED: flag,
  JWT_EXPIRY: seconds.default(3600),
  AUTH_AUTOCONFIRM: flag,
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(72).default(6),
  OTP_EXPIRY: seconds.default(3600),
  EMAIL_MIN_INTERVAL: z.coerce.number().int().min(0).default(60),
  MFA_PHONE_MIN_INTERVAL: z.coerce.number().int().min(0).default(5),
  ADDITIONAL_REDIRECT_URLS: z.string().default(''),
  SECURE_PASSWORD_CHANGE: flag,
  SECURE_PASSWORD_CHANGE_AFTER: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60),
  REFRESH_TOKEN_REUSE_INTERVAL: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  WEBAUTHN_RP_ID: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+$/i, 'must be a domain name such as example.com')
      .optional(),
  ),
  WEBAUTHN_RP_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((url) => new URL(url).origin))),
  WEBAUTHN_RP_NAME: z.string().trim().min(1).default('Booking Platform'),
  PASSKEYS_ENABLED: flag,
  SAML_ENABLED: flag,
  OIDC_PROVIDERS: z.string().optional(),
  AUTH_MANUAL_LINKING: flag,
  AUTH_DISABLE_SIGNUP: flag,
  AUTH_ANONYMOUS_SIGN_INS: flag,
  WEB3_CHAINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((chain) => chain.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['ethereum', 'solana']))),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_FROM: z.string().trim().min(3).default('Booking Platform <no-reply@booking.invalid>'),
  DEMO: flag,
  MAILBOX: flag,
  PAYMENTS_TEST_PROVIDER: flag,
  DEVELOPER_CLOCK: flag,
  CALENDAR_TEST_PROVIDERS: flag,
  SMS_TEST_PROVIDER: flag,
  SMS_PROVIDER: optionalText.pipe(
    z.enum(smsProviders, { error: 'must be twilio, or none (the default)' }).optional(),
  ),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/i, 'must be an account SID: AC and 32 hex digits')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^\+[1-9][0-9]{5,15}$/, 'must be a phone number in E.164 form, such as +15017122661')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(/^MG[0-9a-f]{32}$/i, 'must be a messaging service SID: MG and 32 hex digits')
      .optional(),
  ),
  OFFER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  TABLE_UPKEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  MESSAGE_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  REALTIME_IDLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  REALTIME_MAX_SOCKETS_PER_ADDRESS: count.default(realtime.socketsPerAddress),
  REALTIME_MAX_CHANNELS_PER_CLIENT: count.default(realtime.channelsPerSocket),
  REALTIME_MAX_JOINS_PER_SECOND: count.default(realtime.joinsPerSecond),
  REALTIME_MAX_EVENTS_PER_SECOND: count.default(realtime.eventsPerSecond),
  REALTIME_MAX_BYTES_PER_SECOND: count.default(realtime.bytesPerSecond),
  REALTIME_MAX_PAYLOAD_SIZE_IN_KB: count.default(realtime.maxPayloadBytes / 1000),
  STORAGE_BACKEND: z
    .enum(['disk', 's3'], { error: 'must be disk (the default) or s3' })
    .default('disk'),
  STORAGE_DIR: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  STORAGE_FILE_SIZE_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(50 * 1024 * 1024),
  PAYMENTS_ENCRYPTION_KEY: optionalText,
  PAYMENTS_ENCRYPTION_KEY_PREVIOUS: paymentsKeyList,
  CALENDAR_SYNC_SECONDS: z.coerce.number().int().min(1).max(86400).default(300),
  CALDAV_ALLOW_LOOPBACK: flag,
  CALENDAR_WORKERS: flag,
  WEBHOOKS_ALLOW_PRIVATE: flag,
});

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration from environment variables; throws a ConfigError naming each bad one. */
export function readConfig(env: Record<string, string | undefined>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const siteUrl = e.SITE_URL ?? `http://localhost:${e.PORT}`;
  const oidc = parseOidcProviders(e.OIDC_PROVIDERS);
  if ('problems' in oidc) {
    throw new ConfigError(
      `Invalid configuration:\n  ${oidc.problems.map((problem) => `OIDC_PROVIDERS: ${problem}`).join('\n  ')}`,
    );
  }
  const paymentsEncryptionKey =
    e.PAYMENTS_ENCRYPTION_KEY === undefined
      ? undefined
      : parsePaymentsKey(e.PAYMENTS_ENCRYPTION_KEY);
  if (paymentsEncryptionKey === null) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_ENCRYPTION_KEY: must be 32 bytes as 64 hex digits or base64 (openssl rand -hex 32)',
    );
  }
  if (paymentsEncryptionKey === undefined && e.PAYMENTS_ENCRYPTION_KEY_PREVIOUS.length > 0) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS_ENCRYPTION_KEY_PREVIOUS: names keys PAYMENTS_ENCRYPTION_KEY replaced, so it needs PAYMENTS_ENCRYPTION_KEY',
    );
  }
  const s3 = readS3Settings({
    backend: e.STORAGE_BACKEND,
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  });
  if (s3 !== undefined && 'problems' in s3) {
    throw new ConfigError(`Invalid configuration:\n  ${s3.problems.join('\n  ')}`);
  }
  const deployment = isDeployment(e.HOST, e.SITE_URL);
  const tools = developerTools(deployment, e.DATABASE_URL === undefined, {
    demo: e.DEMO,
    mailbox: e.MAILBOX,
    testProvider: e.PAYMENTS_TEST_PROVIDER,
    clock: e.DEVELOPER_CLOCK,
    testCalendars: e.CALENDAR_TEST_PROVIDERS,
    testTexts: e.SMS_TEST_PROVIDER,
  });
  const sms = {
    provider: e.SMS_PROVIDER,
    accountSid: e.TWILIO_ACCOUNT_SID,
    authToken: e.TWILIO_AUTH_TOKEN,
    from: e.TWILIO_FROM,
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
  };
  const missing = missingSettings({
    deployment,
    tools,
    host: e.HOST,
    siteUrl: e.SITE_URL,
    smtpUrl: e.SMTP_URL,
    paymentsEncryptionKey,
    sms,
  });
  if (missing.length > 0) {
    throw new ConfigError(
      `${deployment ? 'A deployment (a server others can reach: see "Deploying" in docs/operations.md) needs' : 'The server needs'}:\n  ${missing.join('\n  ')}`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtPrivateKey: e.JWT_PRIVATE_KEY,
    siteUrl,
    apiExternalUrl: e.API_EXTERNAL_URL,
    webDir: path.resolve(e.WEB_DIR),
    logLevel: e.LOG_LEVEL,
    rest: {
      schemas: e.REST_SCHEMAS,
      maxRows: e.REST_MAX_ROWS,
      maxBodyBytes: e.REST_MAX_BODY_BYTES,
      txEnd: e.REST_TX_END,
      aggregatesEnabled: e.REST_AGGREGATES_ENABLED ?? false,
      planEnabled: e.REST_PLAN_ENABLED ?? false,
    },
    auth: {
      jwtExpiry: e.JWT_EXPIRY,
      autoconfirm: e.AUTH_AUTOCONFIRM ?? false,
      passwordMinLength: e.PASSWORD_MIN_LENGTH,
      otpExpiry: e.OTP_EXPIRY,
      emailMinInterval: e.EMAIL_MIN_INTERVAL,
      mfaPhoneMinInterval: e.MFA_PHONE_MIN_INTERVAL,
      additionalRedirectUrls: e.ADDITIONAL_REDIRECT_URLS.split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
      securePasswordChange: e.SECURE_PASSWORD_CHANGE ?? false,
      securePasswordChangeAfter: e.SECURE_PASSWORD_CHANGE_AFTER,
      refreshTokenReuseInterval: e.REFRESH_TOKEN_REUSE_INTERVAL,
      rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
      webauthn: {
        rpId: e.WEBAUTHN_RP_ID ?? new URL(siteUrl).hostname,
        rpOrigins:
          e.WEBAUTHN_RP_ORIGINS.length > 0 ? e.WEBAUTHN_RP_ORIGINS : [new URL(siteUrl).origin],
        rpName: e.WEBAUTHN_RP_NAME,
      },
      // On by default: the sign-in screens offer passkeys beside passwords and codes.
      passkeysEnabled: e.PASSKEYS_ENABLED ?? true,
      samlEnabled: e.SAML_ENABLED ?? false,
      oidcProviders: oidc.providers,
      // On by default: the settings screens offer connecting a provider (docs/decisions/0015).
      manualLinking: e.AUTH_MANUAL_LINKING ?? true,
      disableSignup: e.AUTH_DISABLE_SIGNUP ?? false,
      anonymousSignIns: e.AUTH_ANONYMOUS_SIGN_INS ?? false,
      web3Chains: [...new Set(e.WEB3_CHAINS)],
    },
    statementTimeouts: {
      anon: e.ANON_STATEMENT_TIMEOUT_MS,
      authenticated: e.AUTHENTICATED_STATEMENT_TIMEOUT_MS,
      service_role: e.REST_STATEMENT_TIMEOUT_MS,
    },
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    deployment,
    developerTools: tools,
    offerSweepSeconds: e.OFFER_SWEEP_SECONDS,
    tableUpkeepSeconds: e.TABLE_UPKEEP_SECONDS,
    messagePollSeconds: e.MESSAGE_POLL_SECONDS,
    realtimeIdleSeconds: e.REALTIME_IDLE_SECONDS,
    realtimeLimits: {
      ...realtime,
      socketsPerAddress: e.REALTIME_MAX_SOCKETS_PER_ADDRESS,
      channelsPerSocket: e.REALTIME_MAX_CHANNELS_PER_CLIENT,
      joinsPerSecond: e.REALTIME_MAX_JOINS_PER_SECOND,
      eventsPerSecond: e.REALTIME_MAX_EVENTS_PER_SECOND,
      bytesPerSecond: e.REALTIME_MAX_BYTES_PER_SECOND,
      maxPayloadBytes: e.REALTIME_MAX_PAYLOAD_SIZE_IN_KB * 1000,
    },
    storage: {
      backend: e.STORAGE_BACKEND,
      s3,
      dir: path.resolve(e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'storage')),
      fileSizeLimit: e.STORAGE_FILE_SIZE_LIMIT,
    },
    paymentsEncryptionKey,
    paymentsEncryptionKeysPrevious: e.PAYMENTS_ENCRYPTION_KEY_PREVIOUS,
    calendarSync: {
      syncSeconds: e.CALENDAR_SYNC_SECONDS,
      allowLoopbackCaldav: e.CALDAV_ALLOW_LOOPBACK ?? !deployment,
      workers: e.CALENDAR_WORKERS ?? true,
    },
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? !deployment },
    twilio: twilioSettings(sms),
  };
}

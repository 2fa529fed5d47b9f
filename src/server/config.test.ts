import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

// What a server others reach must also set (developer-tools.ts); beside any SITE_URL of a site.
const deployed = { PAYMENTS_ENCRYPTION_KEY: 'ab'.repeat(32), SMTP_URL: 'smtp://mail.example.com' };

/** Every developer tool on, or every one off. */
const everyTool = (on: boolean) => ({
  demo: on,
  mailbox: on,
  testProvider: on,
  clock: on,
  testCalendars: on,
  testTexts: on,
});

/** Each developer tool's setting, to `value`. */
const everyToolSetting = (value: string) => ({
  DEMO: value,
  MAILBOX: value,
  PAYMENTS_TEST_PROVIDER: value,
  DEVELOPER_CLOCK: value,
  CALENDAR_TEST_PROVIDERS: value,
  SMS_TEST_PROVIDER: value,
});

describe('readConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.siteUrl).toBe('http://localhost:3000');
    expect(config.logLevel).toBe('info');
  });

  it('reads every variable', () => {
    const config = readConfig({
      ...deployed,
      PORT: '8080',
      DATA_DIR: '/var/lib/booking',
      DATABASE_URL: 'postgres://u@db:5432/app',
      JWT_PRIVATE_KEY: 'pem',
      SITE_URL: 'https://book.example.com',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/booking',
      databaseUrl: 'postgres://u@db:5432/app',
      jwtPrivateKey: 'pem',
      siteUrl: 'https://book.example.com',
      logLevel: 'warn',
    });
  });

  it('reads the data API settings', () => {
    expect(readConfig({}).rest).toEqual({
      schemas: ['public'],
      maxRows: 1000,
      maxBodyBytes: 10 * 1024 * 1024,
      txEnd: 'commit',
      aggregatesEnabled: false,
      planEnabled: false,
    });
    expect(
      readConfig({
        REST_SCHEMAS: 'public, personal',
        REST_MAX_ROWS: '50',
        REST_TX_END: 'rollback-allow-override',
        REST_AGGREGATES_ENABLED: 'true',
        REST_PLAN_ENABLED: '1',
      }).rest,
    ).toMatchObject({
      schemas: ['public', 'personal'],
      maxRows: 50,
      txEnd: 'rollback-allow-override',
      aggregatesEnabled: true,
      planEnabled: true,
    });
    expect(() => readConfig({ REST_SCHEMAS: ' , ' })).toThrow('REST_SCHEMAS');
    expect(() => readConfig({ REST_TX_END: 'sometimes' })).toThrow('REST_TX_END');
  });

  it('keeps files under DATA_DIR unless STORAGE_DIR says otherwise', () => {
    expect(readConfig({ DATA_DIR: '/var/lib/booking' }).storage).toEqual({
      backend: 'disk',
      dir: '/var/lib/booking/storage',
      s3: undefined,
      fileSizeLimit: 50 * 1024 * 1024,
    });
    expect(
      readConfig({ STORAGE_DIR: '/srv/files', STORAGE_FILE_SIZE_LIMIT: '1000' }).storage,
    ).toMatchObject({ dir: '/srv/files', fileSizeLimit: 1000 });
    expect(() => readConfig({ STORAGE_FILE_SIZE_LIMIT: '0' })).toThrow('STORAGE_FILE_SIZE_LIMIT');
  });

  it('keeps files in an S3-compatible bucket with STORAGE_BACKEND=s3', () => {
    const r2 = readConfig({
      STORAGE_BACKEND: 's3',
      S3_BUCKET: 'booking-files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://0123abcd.r2.cloudflarestorage.com',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage;
    expect(r2).toMatchObject({
      backend: 's3',
      s3: {
        bucket: 'booking-files',
        region: 'auto',
        endpoint: 'https://0123abcd.r2.cloudflarestorage.com',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: false,
      },
    });
    // AWS itself: its region, and the SDK's own credentials (an instance role, AWS_*).
    expect(readConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b' }).storage.s3).toEqual({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    // A disk store names its bucket too, to be copied there (npm run storage:to-s3).
    expect(
      readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '1' })
        .storage,
    ).toMatchObject({ backend: 'disk', s3: { forcePathStyle: true } });
  });

  it('names what is missing or wrong in the S3 settings', () => {
    expect(() => readConfig({ STORAGE_BACKEND: 'minio' })).toThrow(
      'STORAGE_BACKEND: must be disk (the default) or s3',
    );
    expect(() => readConfig({ STORAGE_BACKEND: 's3' })).toThrow(
      'S3_BUCKET: STORAGE_BACKEND=s3 needs the name of the bucket',
    );
    expect(() =>
      readConfig({ STORAGE_BACKEND: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow('S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
    expect(() => readConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'S3_BUCKET: the other S3_* settings are set, but not the bucket they are for',
    );
    expect(() => readConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT: must be an http:// or https:// address',
    );
  });

  it('takes the WebAuthn relying party from SITE_URL unless told otherwise', () => {
    expect(readConfig({}).auth.webauthn).toEqual({
      rpId: 'localhost',
      rpOrigins: ['http://localhost:3000'],
      rpName: 'Booking Platform',
    });
    expect(
      readConfig({ ...deployed, SITE_URL: 'https://book.example.com/app' }).auth.webauthn,
    ).toMatchObject({
      rpId: 'book.example.com',
      rpOrigins: ['https://book.example.com'],
    });
    expect(
      readConfig({
        ...deployed,
        SITE_URL: 'https://book.example.com',
        WEBAUTHN_RP_ID: 'example.com',
        WEBAUTHN_RP_ORIGINS: 'https://example.com/, https://book.example.com',
        WEBAUTHN_RP_NAME: 'Studio',
      }).auth.webauthn,
    ).toEqual({
      rpId: 'example.com',
      rpOrigins: ['https://example.com', 'https://book.example.com'],
      rpName: 'Studio',
    });
    expect(() => readConfig({ WEBAUTHN_RP_ID: 'https://example.com' })).toThrow('WEBAUTHN_RP_ID');
    expect(() => readConfig({ WEBAUTHN_RP_ORIGINS: 'example.com' })).toThrow('WEBAUTHN_RP_ORIGINS');
  });

  it("bounds statements by the request's role as Supabase does unless told otherwise", () => {
    expect(readConfig({}).statementTimeouts).toEqual({
      anon: 3000,
      authenticated: 8000,
      service_role: 8000,
    });
    expect(
      readConfig({
        ANON_STATEMENT_TIMEOUT_MS: '500',
        AUTHENTICATED_STATEMENT_TIMEOUT_MS: '0',
        REST_STATEMENT_TIMEOUT_MS: '60000',
      }).statementTimeouts,
    ).toEqual({ anon: 500, authenticated: 0, service_role: 60000 });
    expect(() => readConfig({ ANON_STATEMENT_TIMEOUT_MS: '-1' })).toThrow(
      /ANON_STATEMENT_TIMEOUT_MS/,
    );
  });

  it('looks for due messages every 15 s unless told otherwise, within 1 s to an hour', () => {
    expect(readConfig({}).messagePollSeconds).toBe(15);
    expect(readConfig({ MESSAGE_POLL_SECONDS: '2' }).messagePollSeconds).toBe(2);
    expect(() => readConfig({ MESSAGE_POLL_SECONDS: '0' })).toThrow(/MESSAGE_POLL_SECONDS/);
  });

  it('reads the payments key as hex or base64, and refuses any other', () => {
    expect(readConfig({}).paymentsEncryptionKey).toBeUndefined();
    const hex = 'ab'.repeat(32);
    expect(
      Buffer.from(
        readConfig({ PAYMENTS_ENCRYPTION_KEY: hex }).paymentsEncryptionKey ?? [],
      ).toString('hex'),
    ).toBe(hex);
    const base64 = Buffer.from(hex, 'hex').toString('base64');
    expect(readConfig({ PAYMENTS_ENCRYPTION_KEY: base64 }).paymentsEncryptionKey).toHaveLength(32);
    expect(() => readConfig({ PAYMENTS_ENCRYPTION_KEY: 'secret' })).toThrow(
      /PAYMENTS_ENCRYPTION_KEY/,
    );
  });

  it('reads the payments keys being replaced, and only beside a current one', () => {
    const current = 'ab'.repeat(32);
    const old = ['cd'.repeat(32), Buffer.from('ef'.repeat(32), 'hex').toString('base64')];
    expect(readConfig({}).paymentsEncryptionKeysPrevious).toEqual([]);
    const config = readConfig({
      PAYMENTS_ENCRYPTION_KEY: current,
      PAYMENTS_ENCRYPTION_KEY_PREVIOUS: ` ${old.join(' , ')} `,
    });
    expect(
      config.paymentsEncryptionKeysPrevious.map((key) => Buffer.from(key).toString('hex')),
    ).toEqual(['cd'.repeat(32), 'ef'.repeat(32)]);
    expect(() =>
      readConfig({
        PAYMENTS_ENCRYPTION_KEY: current,
        PAYMENTS_ENCRYPTION_KEY_PREVIOUS: `${old[0]},x`,
      }),
    ).toThrow(/PAYMENTS_ENCRYPTION_KEY_PREVIOUS: each key must be 32 bytes/);
    expect(() => readConfig({ PAYMENTS_ENCRYPTION_KEY_PREVIOUS: old[0] })).toThrow(
      /PAYMENTS_ENCRYPTION_KEY_PREVIOUS: names keys PAYMENTS_ENCRYPTION_KEY replaced/,
    );
  });

  it('closes silent realtime sockets after 60 s unless told otherwise, within 1 s to an hour', () => {
    expect(readConfig({}).realtimeIdleSeconds).toBe(60);
    expect(readConfig({ REALTIME_IDLE_SECONDS: '5' }).realtimeIdleSeconds).toBe(5);
    expect(() => readConfig({ REALTIME_IDLE_SECONDS: '0' })).toThrow(/REALTIME_IDLE_SECONDS/);
    expect(() => readConfig({ REALTIME_IDLE_SECONDS: '3601' })).toThrow(/REALTIME_IDLE_SECONDS/);
  });

  it('limits realtime clients as docs/api.md says, each limit settable', () => {
    expect(readConfig({}).realtimeLimits).toMatchObject({
      socketsPerAddress: 100,
      channelsPerSocket: 100,
      joinsPerSecond: 10,
      eventsPerSecond: 100,
      bytesPerSecond: 1024 * 1024,
      maxPayloadBytes: 256_000,
      maxFrameBytes: 1024 * 1024,
      maxPresenceBytes: 4096,
    });
    const set = readConfig({
      REALTIME_MAX_SOCKETS_PER_ADDRESS: '1000',
      REALTIME_MAX_CHANNELS_PER_CLIENT: '10',
      REALTIME_MAX_JOINS_PER_SECOND: '2',
      REALTIME_MAX_EVENTS_PER_SECOND: '50',
      REALTIME_MAX_BYTES_PER_SECOND: '65536',
      REALTIME_MAX_PAYLOAD_SIZE_IN_KB: '64',
    }).realtimeLimits;
    expect(set).toMatchObject({
      socketsPerAddress: 1000,
      channelsPerSocket: 10,
      joinsPerSecond: 2,
      eventsPerSecond: 50,
      bytesPerSecond: 65536,
      maxPayloadBytes: 64_000,
    });
    expect(() => readConfig({ REALTIME_MAX_SOCKETS_PER_ADDRESS: '0' })).toThrow(
      /REALTIME_MAX_SOCKETS_PER_ADDRESS/,
    );
  });

  it('lets anyone sign up, nobody anonymously and no wallet, unless told otherwise', () => {
    expect(readConfig({}).auth).toMatchObject({
      disableSignup: false,
      anonymousSignIns: false,
      web3Chains: [],
    });
    expect(
      readConfig({
        AUTH_DISABLE_SIGNUP: 'true',
        AUTH_ANONYMOUS_SIGN_INS: '1',
        WEB3_CHAINS: 'solana, ethereum,solana',
      }).auth,
    ).toMatchObject({
      disableSignup: true,
      anonymousSignIns: true,
      web3Chains: ['solana', 'ethereum'],
    });
    expect(() => readConfig({ WEB3_CHAINS: 'bitcoin' })).toThrow(/WEB3_CHAINS/);
  });

  it('listens on the loopback interface with every developer tool: a trial', () => {
    expect(readConfig({})).toMatchObject({
      host: '127.0.0.1',
      deployment: false,
      developerTools: everyTool(true),
    });
    expect(readConfig({ DATABASE_URL: 'postgres://u@db/app' }).developerTools.demo).toBe(false);
    expect(readConfig({ ...everyToolSetting('0'), ...deployed }).developerTools).toEqual(
      everyTool(false),
    );
  });

  it('gives a deployment no developer tool unless each is named', () => {
    const site = { SITE_URL: 'https://book.example.com', ...deployed };
    expect(readConfig(site)).toMatchObject({
      deployment: true,
      developerTools: everyTool(false),
    });
    expect(readConfig({ ...site, HOST: '0.0.0.0' }).deployment).toBe(true);
    expect(
      readConfig({ ...site, ...everyToolSetting('1'), MAILBOX: 'true' }).developerTools,
    ).toEqual(everyTool(true));
  });

  it('sends texts through Twilio with SMS_PROVIDER=twilio, naming what it lacks', () => {
    expect(readConfig({}).twilio).toBeUndefined();
    expect(
      readConfig({ SMS_PROVIDER: 'none', TWILIO_AUTH_TOKEN: 'unused' }).twilio,
    ).toBeUndefined();
    const account = {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: `AC${'0a'.repeat(16)}`,
      TWILIO_AUTH_TOKEN: 'auth-token',
    };
    expect(readConfig({ ...account, TWILIO_FROM: '+15017122661' }).twilio).toEqual({
      accountSid: account.TWILIO_ACCOUNT_SID,
      authToken: 'auth-token',
      sender: { from: '+15017122661' },
    });
    const service = `MG${'1b'.repeat(16)}`;
    expect(
      readConfig({ ...account, TWILIO_MESSAGING_SERVICE_SID: service }).twilio?.sender,
    ).toEqual({ messagingServiceSid: service });
    expect(() => readConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      /TWILIO_ACCOUNT_SID[\s\S]*TWILIO_AUTH_TOKEN[\s\S]*TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => readConfig({ SMS_PROVIDER: 'vonage' })).toThrow('SMS_PROVIDER');
    expect(() => readConfig({ ...account, TWILIO_FROM: '07700 900123' })).toThrow('TWILIO_FROM');
    expect(() => readConfig({ ...account, TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      'TWILIO_ACCOUNT_SID',
    );
  });

  it('refuses to start a deployment without what it needs, naming each setting', () => {
    const read = (env: Record<string, string>) => () => readConfig(env);
    expect(read({ SITE_URL: 'https://book.example.com' })).toThrow(
      /A deployment[\s\S]*SMTP_URL[\s\S]*PAYMENTS_ENCRYPTION_KEY/,
    );
    expect(read({ HOST: '0.0.0.0', ...deployed })).toThrow(
      /SITE_URL: a server listening on 0.0.0.0/,
    );
    expect(read({ MAILBOX: '0' })).toThrow(/The server needs[\s\S]*SMTP_URL/);
    expect(
      read({
        SITE_URL: 'https://book.example.com',
        MAILBOX: '1',
        PAYMENTS_ENCRYPTION_KEY: 'ab'.repeat(32),
      }),
    ).not.toThrow();
  });

  it('treats empty strings as unset', () => {
    expect(readConfig({ DATABASE_URL: '', SITE_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names each bad variable in one error', () => {
    const read = () => readConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_URL: 'nope' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*SITE_URL/);
  });
});

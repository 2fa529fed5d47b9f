// A trial runs on one's own machine and nobody else can reach it; anything else is a deployment
// (docs/decisions/0048). The developer tools (the demo accounts with their published password, the
// mailbox that shows every code and link, the test card provider, the memberships' clock, the
// calendar stand-ins, the text-message stand-in) are a trial's by default and a deployment's only
// when the operator names them.

import { missingSmsSettings, type SmsSettingsGiven } from './sms/sms-settings.ts';

/** The developer tools a server offers. */
export interface DeveloperTools {
  /** The demo businesses and accounts (DEMO), made on an embedded database's first start. */
  demo: boolean;
  /** /mailbox keeps the messages instead of sending them (MAILBOX). */
  mailbox: boolean;
  /** The embedded Stripe-compatible card provider at /v1 (PAYMENTS_TEST_PROVIDER). */
  testProvider: boolean;
  /** POST /developer/clock moves the memberships' clock forward (DEVELOPER_CLOCK). */
  clock: boolean;
  /**
   * Google's and Microsoft's calendars as embedded stand-ins, for OAuth clients whose id begins
   * test_ (CALENDAR_TEST_PROVIDERS).
   */
  testCalendars: boolean;
  /**
   * The embedded Twilio-compatible text-message gateway at /2010-04-01 (SMS_TEST_PROVIDER): the
   * texts' way out when SMS_PROVIDER is unset.
   */
  testTexts: boolean;
}

/** What the operator set: each tool on, off or unset (undefined). */
export interface DeveloperToolSettings {
  demo: boolean | undefined;
  mailbox: boolean | undefined;
  testProvider: boolean | undefined;
  clock: boolean | undefined;
  testCalendars: boolean | undefined;
  testTexts: boolean | undefined;
}

/** The loopback interface: only this machine reaches an address on it. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/**
 * A deployment when the server listens where others can reach it (HOST) or says it is reached
 * at an address that is not this machine's (SITE_URL).
 */
export function isDeployment(host: string, siteUrl: string | undefined): boolean {
  return (
    !isLoopbackHost(host) || (siteUrl !== undefined && !isLoopbackHost(new URL(siteUrl).hostname))
  );
}

/**
 * A trial has every tool unless turned off; a deployment none unless turned on. The demo also
 * needs the embedded database: demo accounts do not belong in someone's PostgreSQL unasked.
 */
export function developerTools(
  deployment: boolean,
  embedded: boolean,
  settings: DeveloperToolSettings,
): DeveloperTools {
  return {
    demo: settings.demo ?? (!deployment && embedded),
    mailbox: settings.mailbox ?? !deployment,
    testProvider: settings.testProvider ?? !deployment,
    clock: settings.clock ?? !deployment,
    testCalendars: settings.testCalendars ?? !deployment,
    testTexts: settings.testTexts ?? !deployment,
  };
}

/** What a server needs before it starts: each missing setting with why it is needed. */
export function missingSettings(options: {
  deployment: boolean;
  tools: DeveloperTools;
  host: string;
  siteUrl: string | undefined;
  smtpUrl: string | undefined;
  paymentsEncryptionKey: unknown;
  sms: SmsSettingsGiven;
}): string[] {
  const missing: string[] = [...missingSmsSettings(options.sms)];
  if (options.smtpUrl === undefined && !options.tools.mailbox) {
    missing.push(
      'SMTP_URL: emails (sign-up confirmations, sign-in codes, messages to clients) need a mail server; MAILBOX=1 keeps them in /mailbox instead',
    );
  }
  if (!options.deployment) return missing;
  if (options.siteUrl === undefined && !isLoopbackHost(options.host)) {
    missing.push(
      `SITE_URL: a server listening on ${options.host} must say the address people reach it at (links in emails, passkeys)`,
    );
  }
  if (options.paymentsEncryptionKey === undefined) {
    missing.push(
      "PAYMENTS_ENCRYPTION_KEY: a deployment seals each business's payment keys with a key kept outside its database (openssl rand -hex 32)",
    );
  }
  return missing;
}

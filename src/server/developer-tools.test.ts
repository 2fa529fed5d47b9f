import { describe, expect, it } from 'vitest';
import {
  developerTools,
  isDeployment,
  isLoopbackHost,
  missingSettings,
} from './developer-tools.ts';

describe('isLoopbackHost', () => {
  it('knows the names and addresses of this machine', () => {
    for (const host of [
      'localhost',
      'LOCALHOST',
      'app.localhost',
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
    ]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
  });

  it('takes every other address for one that others reach', () => {
    for (const host of [
      '0.0.0.0',
      '::',
      '10.0.0.5',
      'book.example.com',
      'localhost.example.com',
      '128.0.0.1',
      '::2',
    ]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});

describe('isDeployment', () => {
  it('is a trial on the loopback interface at a local address, a deployment otherwise', () => {
    expect(isDeployment('127.0.0.1', undefined)).toBe(false);
    expect(isDeployment('localhost', 'http://localhost:3000')).toBe(false);
    expect(isDeployment('127.0.0.1', 'http://[::1]:3000')).toBe(false);
    expect(isDeployment('0.0.0.0', undefined)).toBe(true);
    expect(isDeployment('0.0.0.0', 'http://localhost:3000')).toBe(true);
    expect(isDeployment('127.0.0.1', 'https://book.example.com')).toBe(true);
  });
});

describe('developerTools', () => {
  const unset = {
    demo: undefined,
    mailbox: undefined,
    testProvider: undefined,
    clock: undefined,
    testCalendars: undefined,
    testTexts: undefined,
  };

  it('gives a trial every tool, the demo only on the embedded database', () => {
    expect(developerTools(false, true, unset)).toEqual({
      demo: true,
      mailbox: true,
      testProvider: true,
      clock: true,
      testCalendars: true,
      testTexts: true,
    });
    expect(developerTools(false, false, unset).demo).toBe(false);
  });

  it('gives a deployment none unless named, and lets a trial turn each off', () => {
    expect(developerTools(true, true, unset)).toEqual({
      demo: false,
      mailbox: false,
      testProvider: false,
      clock: false,
      testCalendars: false,
      testTexts: false,
    });
    expect(
      developerTools(true, false, {
        demo: true,
        mailbox: true,
        testProvider: true,
        clock: true,
        testCalendars: true,
        testTexts: true,
      }),
    ).toEqual({
      demo: true,
      mailbox: true,
      testProvider: true,
      clock: true,
      testCalendars: true,
      testTexts: true,
    });
    expect(
      developerTools(false, true, {
        demo: false,
        mailbox: false,
        testProvider: false,
        clock: false,
        testCalendars: false,
        testTexts: false,
      }),
    ).toEqual({
      demo: false,
      mailbox: false,
      testProvider: false,
      clock: false,
      testCalendars: false,
      testTexts: false,
    });
  });
});

describe('missingSettings', () => {
  const tools = {
    demo: false,
    mailbox: false,
    testProvider: false,
    clock: false,
    testCalendars: false,
    testTexts: false,
  };
  const complete = {
    deployment: true,
    tools,
    host: '0.0.0.0',
    siteUrl: 'https://book.example.com',
    smtpUrl: 'smtp://mail.example.com',
    paymentsEncryptionKey: new Uint8Array(32),
    sms: {
      provider: undefined,
      accountSid: undefined,
      authToken: undefined,
      from: undefined,
      messagingServiceSid: undefined,
    },
  };

  it('asks nothing more of a complete deployment', () => {
    expect(missingSettings(complete)).toEqual([]);
  });

  it('names each missing setting of a deployment', () => {
    const missing = missingSettings({
      ...complete,
      siteUrl: undefined,
      smtpUrl: undefined,
      paymentsEncryptionKey: undefined,
    });
    expect(missing.map((problem) => problem.split(':')[0])).toEqual([
      'SMTP_URL',
      'SITE_URL',
      'PAYMENTS_ENCRYPTION_KEY',
    ]);
  });

  it('lets the mailbox stand in for SMTP, and a trial keep its derived payments key', () => {
    expect(
      missingSettings({ ...complete, smtpUrl: undefined, tools: { ...tools, mailbox: true } }),
    ).toEqual([]);
    expect(
      missingSettings({
        ...complete,
        deployment: false,
        host: '127.0.0.1',
        siteUrl: undefined,
        paymentsEncryptionKey: undefined,
      }),
    ).toEqual([]);
  });

  it('names what SMS_PROVIDER=twilio lacks, and takes a number or a messaging service', () => {
    const twilio = { ...complete.sms, provider: 'twilio' as const };
    expect(
      missingSettings({ ...complete, sms: twilio }).map((problem) => problem.split(':')[0]),
    ).toEqual([
      'TWILIO_ACCOUNT_SID',
      'TWILIO_AUTH_TOKEN',
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID',
    ]);
    const account = { ...twilio, accountSid: `AC${'1'.repeat(32)}`, authToken: 'token' };
    for (const sender of [
      { from: '+15017122661' },
      { messagingServiceSid: `MG${'2'.repeat(32)}` },
    ]) {
      expect(missingSettings({ ...complete, sms: { ...account, ...sender } })).toEqual([]);
    }
  });
});

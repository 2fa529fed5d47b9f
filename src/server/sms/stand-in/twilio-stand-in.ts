import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { TwilioSettings } from '../sms-settings.ts';
import { deliverStatuses, type SendRequest } from './status-callbacks.ts';
import { textFate } from './test-numbers.ts';

// The embedded Twilio stand-in (issue 39, point 2; a developer tool, SMS_TEST_PROVIDER): the
// one call of Twilio's REST API the product makes, at Twilio's path, for the stand-in's account
// (stand-in-account.ts), so the official twilio package runs against it unchanged. Its answers
// and errors are Twilio's shapes; the text then moves queued -> sent -> delivered (or
// undelivered, for a test number) through signed status callbacks, after the request has
// answered, as Twilio's do.

const apiVersion = '2010-04-01';

const twilioError = (c: Context, status: 400 | 401 | 404, code: number, message: string) =>
  c.json(
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    status,
  );

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whether the request's Basic credentials are the account's. */
function authenticated(c: Context, account: TwilioSettings): boolean {
  const header = c.req.header('Authorization') ?? '';
  if (!header.startsWith('Basic ')) return false;
  const given = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return same(given, `${account.accountSid}:${account.authToken}`);
}

/** Twilio's dates: RFC 2822. */
const twilioDate = (date: Date) => date.toUTCString().replace('GMT', '+0000');

export function registerTwilioStandIn(
  app: Hono,
  services: { db: Database; account: TwilioSettings; send: SendRequest; logger: Logger },
): { drain: () => Promise<void> } {
  const { account } = services;
  const pending = new Set<Promise<void>>();

  app.post(`/${apiVersion}/Accounts/:accountSid/Messages.json`, async (c) => {
    if (!authenticated(c, account) || c.req.param('accountSid') !== account.accountSid) {
      return twilioError(c, 401, 20003, 'Authenticate');
    }
    const type = c.req.header('Content-Type') ?? '';
    const form = type.startsWith('application/x-www-form-urlencoded')
      ? new URLSearchParams(await c.req.text())
      : new URLSearchParams();
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    const callback = form.get('StatusCallback');
    if (to === '') return twilioError(c, 400, 21604, "A 'To' phone number is required.");
    if (body === '') return twilioError(c, 400, 21602, 'Message body is required.');
    if (body.length > 1600) {
      return twilioError(
        c,
        400,
        21617,
        'The concatenated message body exceeds the 1600 character limit.',
      );
    }
    if (from === null && service === null) {
      return twilioError(c, 400, 21603, "A 'From' phone number is required.");
    }
    if (callback !== null && (callback.length > 2000 || !/^https?:\/\//.test(callback))) {
      return twilioError(c, 400, 21609, 'The StatusCallback URL is not a valid URL.');
    }
    const fate = textFate(to);
    if ('refused' in fate) return twilioError(c, 400, fate.refused.code, fate.refused.message);
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = twilioDate(new Date());
    const uri = `/${apiVersion}/Accounts/${account.accountSid}/Messages/${sid}.json`;
    const run = deliverStatuses(services, {
      sid,
      to,
      from,
      service,
      callback,
      final: fate,
    })
      .catch((error: unknown) => services.logger.warn({ sid, err: error }, 'stand-in text stopped'))
      .finally(() => pending.delete(run));
    pending.add(run);
    return c.json(
      {
        account_sid: account.accountSid,
        api_version: apiVersion,
        body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from,
        messaging_service_sid: service,
        num_media: '0',
        num_segments: String(Math.ceil(body.length / 153) || 1),
        price: null,
        price_unit: 'USD',
        sid,
        status: service === null ? 'queued' : 'accepted',
        subresource_uris: { media: uri.replace('.json', '/Media.json') },
        to,
        uri,
      },
      201,
    );
  });

  // Every other path of Twilio's API: Twilio's own answer to a resource it does not have.
  app.all(`/${apiVersion}/*`, (c) =>
    twilioError(
      c,
      404,
      20404,
      "The requested resource was not found. The embedded stand-in speaks only the part of Twilio's API this product uses.",
    ),
  );

  return {
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

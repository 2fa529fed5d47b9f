import type { Context, Hono } from 'hono';
import twilio from 'twilio';
import type { Logger } from 'pino';
import { isUuid } from '../../shared/uuid.ts';
import type { Database } from '../db/database.ts';
import { optOutKeyword } from './opt-out-keywords.ts';
import type { TextChannel } from './text-channel.ts';
import { optInToTexts, optOutOfTexts } from './text-opt-outs.ts';
import { deliveryState, isMessageSid, isPhoneNumber } from './text-status.ts';
import { unsubscribedRecipient } from './twilio-gateway.ts';

// What Twilio (or the stand-in) calls: the delivery receipts of the texts we sent (each text's
// StatusCallback) and the texts people send to our number (the number's "A message comes in"
// webhook), each signed with the account's auth token (X-Twilio-Signature), which is checked
// with the package's own validateRequest against the address Twilio called: the public URL
// (API_EXTERNAL_URL, else SITE_URL), the path and the query as they came.

const problem = (c: Context, status: 400 | 403 | 404, code: string, message: string) =>
  c.json({ code, message }, status);

/** The form parameters of a signed request, or undefined when the signature is not the account's. */
async function signedParams(
  c: Context,
  texts: TextChannel,
): Promise<Record<string, string> | undefined> {
  const signature = c.req.header('X-Twilio-Signature');
  const type = c.req.header('Content-Type') ?? '';
  if (signature === undefined || !type.startsWith('application/x-www-form-urlencoded')) return;
  const params = Object.fromEntries(new URLSearchParams(await c.req.text()));
  const raw = c.req.url;
  const query = raw.includes('?') ? raw.slice(raw.indexOf('?')) : '';
  const called = `${new URL(texts.publicUrl).origin}${c.req.path}${query}`;
  return twilio.validateRequest(texts.account.authToken, signature, called, params)
    ? params
    : undefined;
}

const unsigned = (c: Context) =>
  problem(
    c,
    403,
    'twilio_signature_invalid',
    "The request's X-Twilio-Signature is missing or is not the account's signature of it.",
  );

export function registerSmsRoutes(
  app: Hono,
  services: { db: Database; texts: TextChannel; logger: Logger },
): void {
  const { db, texts, logger } = services;

  app.post('/sms/v1/twilio/status', async (c) => {
    const params = await signedParams(c, texts);
    if (params === undefined) return unsigned(c);
    const tenant = c.req.query('tenant') ?? '';
    const message = c.req.query('message') ?? '';
    const sid = params.MessageSid ?? '';
    const state = deliveryState(params.MessageStatus ?? '');
    const errorCode = params.ErrorCode ?? '';
    if (
      !isUuid(tenant) ||
      !isUuid(message) ||
      !isMessageSid(sid) ||
      state === undefined ||
      !/^[0-9]{0,8}$/.test(errorCode)
    ) {
      return problem(
        c,
        400,
        'sms_status_invalid',
        'A status callback names its text (tenant and message), MessageSid and a known MessageStatus.',
      );
    }
    const { rows } = await db.query<{ known: boolean }>(
      'select messaging.record_text_status($1, $2, $3, $4, $5) as known',
      [tenant, message, sid, state, errorCode === '' ? null : errorCode],
    );
    if (rows[0]?.known !== true) {
      return problem(c, 404, 'sms_message_not_found', 'No text of ours has this id.');
    }
    if (Number(errorCode) === unsubscribedRecipient && isPhoneNumber(params.To ?? '')) {
      await optOutOfTexts(db, params.To as string, 'unsubscribed');
    }
    return c.body(null, 204);
  });

  app.post('/sms/v1/twilio/inbound', async (c) => {
    const params = await signedParams(c, texts);
    if (params === undefined) return unsigned(c);
    const from = params.From ?? '';
    if (!isPhoneNumber(from) || typeof params.Body !== 'string') {
      return problem(
        c,
        400,
        'sms_inbound_invalid',
        'An incoming text names the number it is from (From, in E.164 form) and its Body.',
      );
    }
    const keyword = optOutKeyword(params.Body);
    if (keyword === 'stop') await optOutOfTexts(db, from, 'stop');
    if (keyword === 'start') await optInToTexts(db, from);
    // Which keyword, never the number nor what else it said.
    if (keyword) logger.info({ keyword }, 'a number replied with a text opt-out keyword');
    // Twilio's Advanced Opt-Out answers the keyword itself; we add no reply of our own.
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, {
      'Content-Type': 'text/xml',
    });
  });
}

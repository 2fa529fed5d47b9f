import type { Logger } from 'pino';
import type { Database } from '../../db/database.ts';
import type { TwilioSettings } from '../sms-settings.ts';
import type { TextFate } from './test-numbers.ts';
import { twilioSignature } from './twilio-signature.ts';

/** Sends a request into the server's own routes (app.fetch), as Twilio's HTTP request. */
export type SendRequest = (request: Request) => Promise<Response>;

export interface AcceptedStandInText {
  sid: string;
  to: string;
  from: string | null;
  service: string | null;
  callback: string | null;
  final: Exclude<TextFate, { refused: unknown }>;
}

/**
 * Takes an accepted text through Twilio's statuses, each kept in the stand-in's store (never the
 * body) and reported to the text's StatusCallback, signed as Twilio signs: queued, sent, then
 * delivered or undelivered with the test number's error code. Starts once the request that sent
 * it has answered; a callback that is not answered 2xx is not tried again (nor is Twilio's).
 */
export async function deliverStatuses(
  services: { db: Database; account: TwilioSettings; send: SendRequest; logger: Logger },
  text: AcceptedStandInText,
): Promise<void> {
  const { db, account, send, logger } = services;
  await new Promise((resolve) => setImmediate(resolve));
  await db.query(
    `insert into sms_stand_in.messages
       (sid, account_sid, to_number, from_number, messaging_service_sid, status, status_callback)
     values ($1, $2, $3, $4, $5, 'queued', $6)`,
    [text.sid, account.accountSid, text.to, text.from, text.service, text.callback],
  );
  const errorCode = 'errorCode' in text.final ? text.final.errorCode : null;
  for (const status of ['sent', text.final.final]) {
    const failed = status === 'undelivered' ? errorCode : null;
    await db.query(
      `update sms_stand_in.messages set status = $2, error_code = $3, updated_at = now()
       where sid = $1`,
      [text.sid, status, failed],
    );
    if (text.callback === null) continue;
    const params: Record<string, string> = {
      AccountSid: account.accountSid,
      ApiVersion: '2010-04-01',
      MessageSid: text.sid,
      SmsSid: text.sid,
      MessageStatus: status,
      SmsStatus: status,
      To: text.to,
      ...(text.from === null ? {} : { From: text.from }),
      ...(text.service === null ? {} : { MessagingServiceSid: text.service }),
      ...(failed === null ? {} : { ErrorCode: String(failed) }),
    };
    try {
      const answer = await send(
        new Request(text.callback, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-www-form-urlencoded',
            'X-Twilio-Signature': twilioSignature(account.authToken, text.callback, params),
          },
          body: new URLSearchParams(params).toString(),
        }),
      );
      if (!answer.ok)
        logger.warn({ sid: text.sid, status: answer.status }, 'status callback refused');
    } catch (error) {
      logger.warn({ sid: text.sid, err: error }, 'status callback failed');
    }
  }
}

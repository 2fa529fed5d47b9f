import type { KeyObject } from 'node:crypto';
import type { Logger } from 'pino';
import type { Queryable } from '../db/database.ts';
import { keepInMailbox } from '../mailbox/keep-in-mailbox.ts';
import type { TwilioSettings } from './sms-settings.ts';
import { standInAccount } from './stand-in/stand-in-account.ts';
import { gatewayNumber } from './text-status.ts';
import { twilioGateway, type AcceptedText, type OutgoingText } from './twilio-gateway.ts';

/** The way texts leave this server: Twilio, or the embedded stand-in. */
export interface TextChannel {
  /**
   * Hands a text to the gateway, to the number in E.164 form. The stand-in's are also kept in
   * the mailbox (when it is on) under the address as given, within `q`, so a code commits with
   * its token as before, and the developer reads them where they did; an outbox text's
   * `messageId` keeps it there once (decision 0072).
   */
  send(
    q: Queryable,
    text: OutgoingText & { subject: string; messageId?: string },
  ): Promise<AcceptedText>;
  /** The account whose auth token signs the gateway's callbacks. */
  account: TwilioSettings;
  /** The address the gateway calls back (API_EXTERNAL_URL, else SITE_URL). */
  publicUrl: string;
  /** Whether the gateway is the embedded stand-in. */
  standIn: boolean;
}

/**
 * The gateway the settings choose: Twilio (SMS_PROVIDER=twilio), else the stand-in when that
 * developer tool is on, through this server's own origin; else none (the mailbox, or no texts).
 */
export function textChannel(options: {
  twilio: TwilioSettings | undefined;
  standIn: boolean;
  mailbox: boolean;
  signingKey: KeyObject;
  publicUrl: string;
  /** This server's own origin, known once it listens. */
  origin: () => string;
  logger: Logger;
}): TextChannel | undefined {
  const { publicUrl, logger } = options;
  if (options.twilio) {
    const gateway = twilioGateway(options.twilio);
    return {
      send: (_q, text) => gateway.send({ ...text, to: gatewayNumber(text.to) }),
      account: options.twilio,
      publicUrl,
      standIn: false,
    };
  }
  if (!options.standIn) return undefined;
  const account = standInAccount(options.signingKey);
  const gateway = twilioGateway(account, options.origin);
  return {
    async send(q, text) {
      const accepted = await gateway.send({ ...text, to: gatewayNumber(text.to) });
      if (options.mailbox) {
        await keepInMailbox(q, logger, {
          channel: 'sms',
          messageId: text.messageId,
          to: text.to,
          subject: text.subject,
          text: text.body,
        });
      }
      return accepted;
    },
    account,
    publicUrl,
    standIn: true,
  };
}

import twilio from 'twilio';
import { DeliveryFailure } from '../messaging/delivery-failure.ts';
import { RedirectedRequestClient } from './redirected-request-client.ts';
import type { TwilioSettings } from './sms-settings.ts';

/** A text to hand to the gateway; the body is never logged. */
export interface OutgoingText {
  to: string;
  body: string;
  /** Where Twilio reports the text's delivery (its StatusCallback). */
  statusCallback?: string | undefined;
}

/** What the gateway answered: its id for the text (a message SID) and its first status. */
export interface AcceptedText {
  sid: string;
  status: string;
}

/** Twilio's error 21610: the recipient replied STOP to the sending number. */
export const unsubscribedRecipient = 21610;

/**
 * A text Twilio refused or could not be reached for. Its refusals (4xx but 429) are for good,
 * with Twilio's error code; a 429, a 5xx or no answer is tried again later.
 */
export class TextGatewayError extends DeliveryFailure {
  override name = 'TextGatewayError';
  readonly gatewayCode: number | undefined;
  constructor(message: string, permanent: boolean, gatewayCode: number | undefined) {
    super(message, permanent);
    this.gatewayCode = gatewayCode;
  }
}

function gatewayError(error: unknown): TextGatewayError {
  if (error instanceof twilio.RestException) {
    const permanent = error.status >= 400 && error.status < 500 && error.status !== 429;
    return new TextGatewayError(`Twilio ${error.code}: ${error.message}`, permanent, error.code);
  }
  // Only the kind of failure: an axios error carries the request, and so the text's body.
  const code = (error as { code?: unknown }).code;
  const kind = typeof code === 'string' ? code : 'no answer';
  return new TextGatewayError(`Twilio could not be reached (${kind}).`, false, undefined);
}

/**
 * Sends texts through the official twilio package: to Twilio, or with `origin` to the embedded
 * stand-in at that origin (the package's requests unchanged but for where they go).
 */
export function twilioGateway(settings: TwilioSettings, origin?: () => string) {
  const client = twilio(settings.accountSid, settings.authToken, {
    ...(origin ? { httpClient: new RedirectedRequestClient(origin) } : {}),
    autoRetry: false,
  });
  return {
    async send(text: OutgoingText): Promise<AcceptedText> {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...settings.sender,
          ...(text.statusCallback ? { statusCallback: text.statusCallback } : {}),
        });
        return { sid: message.sid, status: message.status };
      } catch (error) {
        throw gatewayError(error);
      }
    },
  };
}

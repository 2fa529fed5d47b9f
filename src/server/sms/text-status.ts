// Twilio's message statuses (its status callbacks' MessageStatus) as the delivery states the
// staff see: queued, sent, delivered, undelivered, failed.

export const deliveryStates = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

const states: Record<string, DeliveryState> = {
  accepted: 'queued',
  scheduled: 'queued',
  queued: 'queued',
  sending: 'queued',
  sent: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  failed: 'failed',
  canceled: 'failed',
};

/** The delivery state of a Twilio status, or undefined for one a text we sent cannot have. */
export function deliveryState(twilioStatus: string): DeliveryState | undefined {
  return Object.hasOwn(states, twilioStatus) ? states[twilioStatus] : undefined;
}

/** A Twilio message SID: SM (or MM, with media) and 32 hex digits. */
export const isMessageSid = (value: string) => /^[SM]M[0-9a-f]{32}$/.test(value);

/**
 * A number as Twilio takes it (E.164): the auth service keeps a phone's digits without the +
 * (as Supabase Auth does) and a client's may be written with spaces, dashes or brackets.
 */
export function gatewayNumber(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** A phone number as Twilio writes it (E.164). */
export const isPhoneNumber = (value: string) => /^\+[1-9][0-9]{5,15}$/.test(value);

// The stand-in's test numbers, as the payments test provider has test cards: what happens to a
// text sent to each. Twilio's own test credentials refuse +15005550001 (21211) and +15005550004
// (21610) the same way; any other valid number is delivered.

/** How a text to a number ends: refused at once, or accepted and then delivered or not. */
export type TextFate =
  | { refused: { code: number; message: string } }
  | { final: 'delivered' }
  | { final: 'undelivered'; errorCode: number };

export const testNumbers = {
  invalid: '+15005550001',
  unsubscribed: '+15005550004',
  unreachable: '+15005550007',
} as const;

export function textFate(to: string): TextFate {
  if (to === testNumbers.invalid || !/^\+[1-9][0-9]{5,15}$/.test(to)) {
    return {
      refused: { code: 21211, message: `The 'To' number ${to} is not a valid phone number.` },
    };
  }
  if (to === testNumbers.unsubscribed) {
    return { refused: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } };
  }
  // Twilio's 30003: the handset is off or out of reach.
  if (to === testNumbers.unreachable) return { final: 'undelivered', errorCode: 30003 };
  return { final: 'delivered' };
}

import twilio from 'twilio';
import { describe, expect, it } from 'vitest';
import { twilioSignature } from './twilio-signature.ts';

describe('twilioSignature', () => {
  const url = 'https://book.example.com/sms/v1/twilio/status?tenant=t&message=m';
  const params = {
    MessageSid: 'SM1',
    MessageStatus: 'delivered',
    To: '+447700900123',
    Body: 'é ✓',
  };

  it("is what the twilio package's validateRequest accepts, for that URL and those parameters only", () => {
    const signature = twilioSignature('secret-token', url, params);
    expect(twilio.validateRequest('secret-token', signature, url, params)).toBe(true);
    expect(twilio.validateRequest('other-token', signature, url, params)).toBe(false);
    expect(twilio.validateRequest('secret-token', signature, `${url}x`, params)).toBe(false);
    expect(
      twilio.validateRequest('secret-token', signature, url, {
        ...params,
        MessageStatus: 'failed',
      }),
    ).toBe(false);
  });
});

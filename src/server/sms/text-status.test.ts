import { describe, expect, it } from 'vitest';
import { deliveryState, gatewayNumber, isMessageSid, isPhoneNumber } from './text-status.ts';

describe('deliveryState', () => {
  it("names each of Twilio's statuses of an outgoing text as one of the five states", () => {
    expect(
      [
        'accepted',
        'queued',
        'sending',
        'sent',
        'delivered',
        'read',
        'undelivered',
        'failed',
        'canceled',
      ].map(deliveryState),
    ).toEqual([
      'queued',
      'queued',
      'queued',
      'sent',
      'delivered',
      'delivered',
      'undelivered',
      'failed',
      'failed',
    ]);
  });

  it("knows no incoming text's status nor anything else", () => {
    for (const status of ['received', 'receiving', '', 'constructor', 'toString']) {
      expect(deliveryState(status), status).toBeUndefined();
    }
  });
});

describe('gatewayNumber', () => {
  it('writes a number in E.164 form', () => {
    expect(gatewayNumber('447700900123')).toBe('+447700900123');
    expect(gatewayNumber('+44 (0)7700-900.123')).toBe('+4407700900123');
    expect(gatewayNumber('+15005550006')).toBe('+15005550006');
  });
});

describe('the shapes of Twilio ids and numbers', () => {
  it('tells a message SID and an E.164 number', () => {
    expect(isMessageSid(`SM${'a1'.repeat(16)}`)).toBe(true);
    expect(isMessageSid(`MM${'a1'.repeat(16)}`)).toBe(true);
    expect(isMessageSid(`SM${'A1'.repeat(16)}`)).toBe(false);
    expect(isMessageSid(`AC${'a1'.repeat(16)}`)).toBe(false);
    expect(isPhoneNumber('+447700900123')).toBe(true);
    expect(isPhoneNumber('447700900123')).toBe(false);
    expect(isPhoneNumber('+0123456')).toBe(false);
  });
});

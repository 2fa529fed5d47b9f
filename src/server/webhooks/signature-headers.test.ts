import { Webhook } from 'standardwebhooks';
import { describe, expect, test } from 'vitest';
import { signatureHeaders } from './signature-headers.ts';

const secret = (byte: number) => `whsec_${Buffer.alloc(32, byte).toString('base64')}`;
const body = '{"data": {"client_id": "c1"}, "type": "client.created"}';

describe('signature headers', () => {
  test('sign once per secret, each verifying on its own', () => {
    const at = new Date();
    const headers = signatureHeaders('msg_1', [secret(1), secret(2)], body, at);
    expect(headers['webhook-id']).toBe('msg_1');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(at.getTime() / 1000)));
    expect(headers['webhook-signature']).toMatch(/^v1,\S+ v1,\S+$/);
    for (const each of [secret(1), secret(2)])
      expect(new Webhook(each).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret(3)).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret(1)).verify(`${body} `, headers)).toThrow();
  });
});

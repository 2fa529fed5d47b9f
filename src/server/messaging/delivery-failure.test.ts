import { describe, expect, it } from 'vitest';
import { DeliveryFailure, deliveryFailure } from './delivery-failure.ts';

const smtpError = (responseCode: number, response: string) =>
  Object.assign(new Error(`Message failed: ${response}`), { responseCode, response });

describe('deliveryFailure', () => {
  it('fails for good on an SMTP 5xx reply, keeping the reply', () => {
    const failure = deliveryFailure(smtpError(550, '550 5.1.1 No such user'));
    expect(failure).toMatchObject({ permanent: true, message: 'SMTP 550: 550 5.1.1 No such user' });
  });

  it('tries again after a 4xx reply, a refused connection or a timeout', () => {
    expect(deliveryFailure(smtpError(451, '451 Try again later')).permanent).toBe(false);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ESOCKET',
    });
    expect(deliveryFailure(refused)).toMatchObject({
      permanent: false,
      message: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(deliveryFailure('timed out').permanent).toBe(false);
  });

  it('keeps a failure that already says what it is', () => {
    const failure = new DeliveryFailure('no template', true);
    expect(deliveryFailure(failure)).toBe(failure);
  });
});

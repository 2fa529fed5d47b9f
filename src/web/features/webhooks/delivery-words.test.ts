import { webhookDeliveryErrors } from '@shared/webhook-events.ts';
import { describe, expect, it } from 'vitest';
import { deliveryErrorWords, deliveryStateOf, logRefresh } from './delivery-words';

describe('deliveryStateOf', () => {
  it('knows delivered and failed; anything else is still pending', () => {
    expect(['delivered', 'failed', 'pending', 'later', null].map(deliveryStateOf)).toEqual([
      'delivered',
      'failed',
      'pending',
      'pending',
      'pending',
    ]);
  });
});

describe('deliveryErrorWords', () => {
  it('has a sentence for each error code of the contract, and one naming any other', () => {
    for (const code of webhookDeliveryErrors)
      expect(deliveryErrorWords(code)).not.toBe('webhooks.errorOther');
    expect(deliveryErrorWords('timeout')).toBe('webhooks.errorTimeout');
    expect(deliveryErrorWords('http_status')).toBe('webhooks.errorHttpStatus');
    expect(deliveryErrorWords('address_not_allowed')).toBe('webhooks.errorAddressNotAllowed');
    expect(deliveryErrorWords('connection_failed')).toBe('webhooks.errorConnectionFailed');
    expect(deliveryErrorWords('toString')).toBe('webhooks.errorOther');
  });
});

describe('logRefresh', () => {
  const now = Date.parse('2026-11-29T10:00:00Z');
  const delivered = { state: 'delivered', next_attempt_at: null };

  it('reads again soon while a delivery on show is pending and due within the minute', () => {
    expect(logRefresh([delivered, { state: 'pending', next_attempt_at: null }], now)).toBe(2_000);
    expect(logRefresh([{ state: 'pending', next_attempt_at: '2026-11-29T10:00:30Z' }], now)).toBe(
      2_000,
    );
  });

  it('reads again every half minute while nothing is pending, or the next try is later', () => {
    expect(logRefresh([delivered, { state: 'failed', next_attempt_at: null }], now)).toBe(30_000);
    expect(logRefresh([{ state: 'pending', next_attempt_at: '2026-11-29T10:05:00Z' }], now)).toBe(
      30_000,
    );
    expect(logRefresh([], now)).toBe(30_000);
  });
});

import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { lastDeliveryText } from './last-delivery';

describe('lastDeliveryText', () => {
  const words = wordsIn('en');
  const at = '2026-11-29T10:26:00Z';

  it('says when the last delivery was, with its status code or that none came', () => {
    expect(
      lastDeliveryText({ last_delivery_at: at, last_status: 204 }, 'Europe/London', words),
    ).toMatch(/^Sun, Nov 29, 10:26\sAM, status 204$/);
    expect(
      lastDeliveryText({ last_delivery_at: at, last_status: null }, 'Europe/London', words),
    ).toMatch(/, no answer$/);
  });

  it('says that nothing was sent yet', () => {
    expect(
      lastDeliveryText({ last_delivery_at: null, last_status: null }, 'Europe/London', words),
    ).toBe('Nothing sent yet');
  });
});

import { describe, expect, it } from 'vitest';
import { smsLength } from './sms-length.ts';

describe('the length of a text message', () => {
  it('fits 160 plain characters in one part, and 153 a part beyond', () => {
    expect(smsLength('')).toMatchObject({ units: 0, segments: 0 });
    expect(smsLength('a'.repeat(160))).toEqual({
      units: 160,
      segments: 1,
      perSegment: 160,
      unicode: false,
    });
    expect(smsLength('a'.repeat(161)).segments).toBe(2);
    expect(smsLength('a'.repeat(306)).segments).toBe(2);
    expect(smsLength('a'.repeat(307)).segments).toBe(3);
  });

  it('counts the extension characters twice', () => {
    expect(smsLength('Price: 10€ [cash]').units).toBe(20);
    expect(smsLength('€'.repeat(80)).segments).toBe(1);
    expect(smsLength('€'.repeat(81)).segments).toBe(2);
  });

  it('sends a text with any other character as unicode: 70, then 67 a part', () => {
    const curly = 'See you at “Evening Flow”';
    expect(smsLength(curly)).toMatchObject({ units: curly.length, unicode: true, perSegment: 70 });
    expect(smsLength('’'.repeat(70)).segments).toBe(1);
    expect(smsLength('’'.repeat(71)).segments).toBe(2);
    expect(smsLength('’'.repeat(135)).segments).toBe(3);
    // An emoji beyond the basic plane is two units.
    expect(smsLength('🧘').units).toBe(2);
  });
});

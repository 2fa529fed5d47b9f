import { describe, expect, it } from 'vitest';
import { testNumbers, textFate } from './test-numbers.ts';

describe('textFate', () => {
  it('refuses the invalid and the unsubscribed test numbers as Twilio does, and any malformed one', () => {
    expect(textFate(testNumbers.invalid)).toMatchObject({ refused: { code: 21211 } });
    expect(textFate('07700 900123')).toMatchObject({ refused: { code: 21211 } });
    expect(textFate(testNumbers.unsubscribed)).toMatchObject({ refused: { code: 21610 } });
  });

  it('leaves the unreachable number undelivered (30003) and delivers any other', () => {
    expect(textFate(testNumbers.unreachable)).toEqual({ final: 'undelivered', errorCode: 30003 });
    expect(textFate('+447700900123')).toEqual({ final: 'delivered' });
  });
});

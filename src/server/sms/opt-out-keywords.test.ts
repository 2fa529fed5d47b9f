import { describe, expect, it } from 'vitest';
import { optOutKeyword } from './opt-out-keywords.ts';

describe('optOutKeyword', () => {
  it("takes Twilio's stop and start words whole, in any case, with spaces or a full stop", () => {
    for (const body of [
      'STOP',
      'stop',
      ' Stop. ',
      'STOPALL',
      'unsubscribe',
      'Cancel',
      'END',
      'quit!',
    ]) {
      expect(optOutKeyword(body), body).toBe('stop');
    }
    for (const body of ['START', 'start', 'Unstop'])
      expect(optOutKeyword(body), body).toBe('start');
  });

  it('leaves anything else alone, a keyword inside a sentence too', () => {
    for (const body of ['', 'Stop texting me at night', 'stopp', 'HELP', 'yes', 'STOP STOP']) {
      expect(optOutKeyword(body), body).toBeUndefined();
    }
  });
});

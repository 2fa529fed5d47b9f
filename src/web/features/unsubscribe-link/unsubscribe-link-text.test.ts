import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import type { UnsubscribeLink } from './queries';
import { unsubscribeLinkText as textIn } from './unsubscribe-link-text';

const unsubscribeLinkText = (link: UnsubscribeLink) => textIn(link, wordsIn('en'));

describe('unsubscribeLinkText', () => {
  it('asks before and confirms after, naming the business and what still comes', () => {
    const before = unsubscribeLinkText({
      state: 'known',
      business: 'Sunrise',
      reminders_off: false,
    });
    expect(before.title).toBe('Stop reminders?');
    expect(before.text).toContain('Sunrise sends you a reminder');
    expect(before.text).toContain('you still get an email when you book');
    const after = unsubscribeLinkText({ state: 'known', business: 'Sunrise', reminders_off: true });
    expect(after.title).toBe('Reminders are off');
    expect(after.text).toContain('turn them on in Settings');
  });

  it('says an unknown link is not ours', () => {
    expect(unsubscribeLinkText({ state: 'unknown' }).title).toBe('This link is not one we sent');
  });
});

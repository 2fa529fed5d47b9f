import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { sessionFillText } from './session-fill-text';

const en = wordsIn('en');

const full = { capacity: 4, taken: 4, waitlist_count: 2 };
const open = { capacity: 4, taken: 2, waitlist_count: 0 };

describe('sessionFillText', () => {
  it('invites nobody with a place to the waitlist of a session their place filled', () => {
    expect(sessionFillText(full, { status: 'confirmed' }, true, en)).toBe(
      'Full · you have a place',
    );
    expect(sessionFillText(full, { status: 'held' }, true, en)).toBe('Full · you have a place');
  });

  it('tells someone waiting or offered a place where they stand, not to join', () => {
    expect(sessionFillText(full, { status: 'waitlisted' }, true, en)).toBe(
      'Full · you are on the waitlist',
    );
    expect(sessionFillText(full, { status: 'offered' }, true, en)).toBe(
      'Full · a place is offered to you',
    );
  });

  it('invites everyone else to the waitlist of a full session, where there is one', () => {
    expect(sessionFillText(full, null, true, en)).toBe('Full, join the waitlist · 2 waiting');
    expect(sessionFillText(full, { status: 'cancelled' }, true, en)).toBe(
      'Full, join the waitlist · 2 waiting',
    );
    expect(sessionFillText(full, undefined, false, en)).toBe('Full');
  });

  it('counts the places left while there are some, whoever looks', () => {
    expect(sessionFillText(open, null, true, en)).toBe('2 places left');
    expect(sessionFillText(open, { status: 'confirmed' }, true, en)).toBe('2 places left');
  });
});

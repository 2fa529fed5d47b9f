import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { foundEntries, matchingJumps, screenJumps } from './palette-actions';

const english = wordsIn('en', 'en-GB');

describe('matchingJumps', () => {
  it('offers every screen before anything is typed', () => {
    expect(matchingJumps('  ', english)).toEqual(screenJumps(english));
  });

  it('matches names and descriptions, whatever the case', () => {
    expect(matchingJumps('TRANS', english).map((jump) => jump.label)).toEqual(['Transactions']);
    expect(matchingJumps('new booking', english).map((jump) => jump.label)).toEqual(['Bookings']);
    expect(matchingJumps('Chris', english)).toEqual([]);
  });

  it('matches the words of the language shown', () => {
    expect(matchingJumps('einstellungen', wordsIn('de')).map((jump) => jump.target)).toEqual([
      { to: '/t/settings/' },
    ]);
  });
});

describe('foundEntries', () => {
  it('lists clients first, then bookings, services and staff, each leading to its screen', () => {
    const entries = foundEntries(
      {
        clients: [{ id: 'c1', full_name: 'Chris Client', email: 'client@demo.test' }],
        services: [{ id: 's1', name: 'Yin Yoga', kind: 'group' }],
        staff: [{ id: 't1', display_name: 'Maya' }],
        bookings: [{ id: 'b1', starts_at: '2026-11-24T12:30:00Z', service: { name: 'Yin Yoga' } }],
      },
      'Europe/London',
      english,
    );
    expect(entries.map((entry) => [entry.group, entry.label])).toEqual([
      ['Clients', 'Chris Client'],
      ['Upcoming bookings', 'Yin Yoga'],
      ['Services', 'Yin Yoga'],
      ['Staff', 'Maya'],
    ]);
    expect(entries[0]?.target).toEqual({ to: '/t/clients/$clientId/', params: { clientId: 'c1' } });
    expect(entries[1]?.description).toMatch(/12:30/);
    expect(entries[2]?.description).toBe('Group classes');
  });
});

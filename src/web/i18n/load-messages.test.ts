import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';

describe('loadMessages', () => {
  it('loads one language, every area of it', async () => {
    const german = await loadMessages('de');
    expect(german['offer.full']).toBe('Ausgebucht');
    expect(german['settings.language']).toBe('Sprache');
    expect(german['booking-page.signIn']).toBeDefined();
  });
});

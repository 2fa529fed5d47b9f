import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages';

describe('loadMessages', () => {
  it("loads the SPA's areas of one language, and no other language or server area", async () => {
    const german = await loadMessages('de');
    expect(german['offer.full']).toBe('Ausgebucht');
    expect(german['settings.language']).toBe('Sprache');
    const ids = Object.keys(german);
    expect(ids.every((id) => id.startsWith('offer.') || id.startsWith('settings.'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

describe('parseAppConfig', () => {
  it('keeps an absolute URL and the key', () => {
    expect(
      parseAppConfig(
        { supabaseUrl: 'https://api.example.test', anonKey: 'key' },
        'https://app.example.test',
      ),
    ).toEqual({ supabaseUrl: 'https://api.example.test', anonKey: 'key' });
  });

  it('resolves a relative URL against the page', () => {
    expect(parseAppConfig({ supabaseUrl: '/', anonKey: 'key' }, 'http://127.0.0.1:4173')).toEqual({
      supabaseUrl: 'http://127.0.0.1:4173',
      anonKey: 'key',
    });
  });

  it('keeps the sign-in providers', () => {
    const signInProviders = [{ id: 'company', name: 'Company login' }];
    expect(
      parseAppConfig({ supabaseUrl: '/', anonKey: 'key', signInProviders }, 'http://127.0.0.1:4173')
        .signInProviders,
    ).toEqual(signInProviders);
  });

  it('rejects a body without the key', () => {
    expect(() => parseAppConfig({ supabaseUrl: '/' }, 'http://127.0.0.1:4173')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { pageWithConfig } from './page-with-config.ts';

describe('pageWithConfig', () => {
  it('writes the settings as JSON at the end of the head', () => {
    const page = pageWithConfig('<html><head><title>x</title></head><body></body></html>', {
      anonKey: 'k',
    });
    expect(page).toBe(
      '<html><head><title>x</title><script id="app-config" type="application/json">{"anonKey":"k"}</script></head><body></body></html>',
    );
  });

  it('cannot be closed early by a value', () => {
    const page = pageWithConfig('<head></head>', { supabaseUrl: '</script><script>alert(1)' });
    expect(page).not.toContain('</script><script>');
    expect(page).toContain('\\u003c/script>');
  });

  it('still carries the settings in a page without a head', () => {
    expect(pageWithConfig('<!doctype html><div id="root"></div>', { a: 1 })).toBe(
      '<!doctype html><div id="root"></div><script id="app-config" type="application/json">{"a":1}</script>',
    );
  });
});

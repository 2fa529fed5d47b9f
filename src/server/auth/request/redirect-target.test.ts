import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

const site = 'https://book.example.com';

describe('redirectTarget', () => {
  it('keeps redirects to the site itself', () => {
    expect(redirectTarget('https://book.example.com/t/login?x=1', site, [])).toBe(
      'https://book.example.com/t/login?x=1',
    );
  });

  it('falls back to SITE_URL for other hosts, bad URLs and nothing', () => {
    expect(redirectTarget('https://evil.example.net/', site, [])).toBe(site);
    expect(redirectTarget('https://book.example.com.evil.net/', site, [])).toBe(site);
    expect(redirectTarget('not a url', site, [])).toBe(site);
    expect(redirectTarget(undefined, site, [])).toBe(site);
  });

  it('matches the allow list with * inside a segment and ** across them', () => {
    const allow = ['https://*.preview.example.com/**', 'myapp://callback'];
    expect(redirectTarget('https://pr-12.preview.example.com/a/b', site, allow)).toBe(
      'https://pr-12.preview.example.com/a/b',
    );
    expect(redirectTarget('https://a.b.preview.example.com/', site, allow)).toBe(site);
    expect(redirectTarget('myapp://callback', site, allow)).toBe('myapp://callback');
  });

  it('ignores the port on loopback', () => {
    expect(redirectTarget('http://127.0.0.1:5173/t', 'http://localhost:3000', [])).toBe(
      'http://127.0.0.1:5173/t',
    );
  });
});

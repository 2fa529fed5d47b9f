import { describe, expect, it } from 'vitest';
import { isAppRoute } from './is-app-route.ts';

describe('isAppRoute', () => {
  it.each(['/', '/t', '/t/bookings/', '/t/clients/6f1c/overview/', '/client-access/register/'])(
    '%s is a screen',
    (path) => expect(isAppRoute(path)).toBe(true),
  );
  it.each(['/assets/index-abc123.js', '/favicon.ico', '/assets/app.css', '/robots.txt'])(
    '%s is a file',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import { CalendarAccountError } from '../calendar-account.ts';
import { asAccountError, providerFailure, statusOf } from './provider-failure.ts';

describe('provider failures', () => {
  it('says what each answer means, and whether to try again', () => {
    const cases = [
      [null, 'calendar_unreachable', true],
      [503, 'calendar_unreachable', true],
      [401, 'calendar_auth_failed', false],
      [404, 'calendar_not_found', false],
      [410, 'calendar_not_found', false],
      [429, 'calendar_rate_limited', true],
      [400, 'calendar_refused', false],
      [403, 'calendar_refused', false],
    ] as const;
    for (const [status, code, retryable] of cases) {
      expect(providerFailure('Google', status, 'detail')).toMatchObject({ code, retryable });
    }
  });

  it("reads the status of gaxios' and Graph's errors, and passes account errors through", () => {
    expect(statusOf({ status: 409 })).toBe(409);
    expect(statusOf({ statusCode: 404 })).toBe(404);
    expect(statusOf({ statusCode: -1 })).toBeNull();
    expect(statusOf('boom')).toBeNull();
    const own = new CalendarAccountError('calendar_refused', 'as sent');
    expect(asAccountError('Microsoft', own)).toBe(own);
    expect(
      asAccountError('Microsoft', Object.assign(new Error('x'), { statusCode: 401 })).code,
    ).toBe('calendar_auth_failed');
  });

  it("takes Google's 403 with a rate limit reason for being asked to slow down", () => {
    const refused = (reason: string) =>
      Object.assign(new Error('403'), {
        status: 403,
        response: { data: { error: { errors: [{ domain: 'usageLimits', reason }] } } },
      });
    expect(asAccountError('Google', refused('userRateLimitExceeded')).code).toBe(
      'calendar_rate_limited',
    );
    expect(asAccountError('Google', refused('forbiddenForNonOrganizer')).code).toBe(
      'calendar_refused',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { logSafePath } from './log-safe-path.ts';

const feedToken = 'Qm9va2luZ3MtZmVlZC10b2tlbi0wMTIz';
const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

describe('logSafePath', () => {
  it("replaces a calendar feed's token, with or without .ics", () => {
    expect(logSafePath(`/calendar/v1/feeds/${feedToken}`)).toBe('/calendar/v1/feeds/[redacted]');
    expect(logSafePath(`/calendar/v1/feeds/${feedToken}.ics`)).toBe(
      '/calendar/v1/feeds/[redacted]',
    );
    expect(logSafePath(`/Calendar/V1/Feeds/${feedToken}/more`)).toBe(
      '/Calendar/V1/Feeds/[redacted]/more',
    );
  });

  it("replaces the payment a test provider's authentication link is for, not the business", () => {
    const tenant = '8a1f0c7e-0000-4000-8000-000000000001';
    expect(
      logSafePath(`/payments/test-provider/authenticate/${tenant}/pi_3PzXyAbCdEfGh12345678`),
    ).toBe(`/payments/test-provider/authenticate/${tenant}/[redacted]`);
  });

  it('replaces a JWT anywhere in a path', () => {
    expect(logSafePath(`/storage/v1/object/sign/docs/${jwt}`)).toBe(
      '/storage/v1/object/sign/docs/[redacted]',
    );
    expect(logSafePath(`/x/${jwt}/y`)).toBe('/x/[redacted]/y');
  });

  it('leaves paths without a secret as they are', () => {
    for (const path of [
      '/rest/v1/bookings',
      '/calendar/v1/events/8a1f0c7e-0000-4000-8000-000000000001.ics',
      '/calendar/v1/feeds/',
      '/storage/v1/object/sign/docs/a file.txt',
      '/client-access/unsubscribe',
      '/auth/v1/verify',
    ]) {
      expect(logSafePath(path)).toBe(path);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationEnd, nextPeriodEnd } from './cancellation-end';

const london = 'Europe/London';

describe('nextPeriodEnd', () => {
  it('keeps the local time across a change of the clocks', () => {
    // 09:00 in London in March (GMT) → 09:00 in April (BST).
    expect(nextPeriodEnd(new Date('2026-03-15T09:00:00Z'), 'month', london).toISOString()).toBe(
      '2026-04-15T08:00:00.000Z',
    );
  });

  it("moves the 31st to a shorter month's last day", () => {
    expect(nextPeriodEnd(new Date('2027-01-31T10:00:00Z'), 'month', london).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
  });

  it('adds a week and a year by the calendar', () => {
    expect(nextPeriodEnd(new Date('2026-12-28T10:00:00Z'), 'week', london).toISOString()).toBe(
      '2027-01-04T10:00:00.000Z',
    );
    expect(nextPeriodEnd(new Date('2028-02-29T10:00:00Z'), 'year', london).toISOString()).toBe(
      '2029-02-28T10:00:00.000Z',
    );
  });
});

describe('cancellationEnd', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const current = {
    periodNumber: 2,
    periodEndsAt: '2026-12-15T10:00:00Z',
    period: 'month' as const,
  };

  it('ends with the period under way when the term is served and the notice fits in it', () => {
    expect(
      cancellationEnd(current, { minimum_periods: 1, notice_days: 7 }, london, now).toISOString(),
    ).toBe('2026-12-15T10:00:00.000Z');
  });

  it('ends with the period in which the notice ends', () => {
    expect(
      cancellationEnd(current, { minimum_periods: 1, notice_days: 30 }, london, now).toISOString(),
    ).toBe('2027-01-15T10:00:00.000Z');
  });

  it('runs to the end of the minimum term', () => {
    expect(
      cancellationEnd(current, { minimum_periods: 4, notice_days: 0 }, london, now).toISOString(),
    ).toBe('2027-02-15T10:00:00.000Z');
  });
});

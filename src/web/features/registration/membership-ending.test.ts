import { describe, expect, it } from 'vitest';
import { cancellationTakesEffect, nextPeriodEnd } from './membership-ending';

const london = 'Europe/London';

describe('nextPeriodEnd', () => {
  it('keeps the local time across a change of the clocks', () => {
    // 09:00 in London in March (GMT), then 09:00 in April (BST): an hour less apart.
    expect(nextPeriodEnd(new Date('2027-03-15T09:00:00Z'), 'month', london).toISOString()).toBe(
      '2027-04-15T08:00:00.000Z',
    );
  });

  it('falls back to the last day of a shorter month', () => {
    expect(nextPeriodEnd(new Date('2027-01-31T10:00:00Z'), 'month', london).toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
  });

  it('steps weeks and years', () => {
    expect(nextPeriodEnd(new Date('2027-06-01T10:00:00Z'), 'week', london).toISOString()).toBe(
      '2027-06-08T10:00:00.000Z',
    );
    expect(nextPeriodEnd(new Date('2027-06-01T10:00:00Z'), 'year', london).toISOString()).toBe(
      '2028-06-01T10:00:00.000Z',
    );
  });
});

describe('cancellationTakesEffect', () => {
  const term = {
    period: 'month' as const,
    periodNumber: 1,
    periodEndsAt: '2027-06-01T10:00:00Z',
    minimumPeriods: 1,
    noticeDays: 0,
  };
  const now = new Date('2027-05-20T12:00:00Z');

  it('ends with the period under way when no notice or term holds it', () => {
    expect(cancellationTakesEffect(term, now, london).toISOString()).toBe(
      '2027-06-01T10:00:00.000Z',
    );
  });

  it('runs past a notice that ends after the period', () => {
    expect(cancellationTakesEffect({ ...term, noticeDays: 30 }, now, london).toISOString()).toBe(
      '2027-07-01T10:00:00.000Z',
    );
  });

  it('serves the minimum term first', () => {
    expect(cancellationTakesEffect({ ...term, minimumPeriods: 3 }, now, london).toISOString()).toBe(
      '2027-08-01T10:00:00.000Z',
    );
  });
});

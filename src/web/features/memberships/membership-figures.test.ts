import { describe, expect, it } from 'vitest';
import { membershipFigures } from './membership-figures';

const answer = {
  active_members: 12,
  mrr_minor: 96000,
  currency: 'GBP',
  to_chase: [
    {
      client_id: 'c1',
      client_name: 'Chris Client',
      subscription_id: 's1',
      period_number: 3,
      plan_name: 'Unlimited',
      standing: 'overdue',
      overdue_minor: 8000,
      overdue_since: '2026-11-01T09:00:00Z',
      attempts: 2,
      next_attempt_at: null,
    },
  ],
};

describe('membershipFigures', () => {
  it("reads the database's answer, leaving out what the screen does not use", () => {
    const figures = membershipFigures.parse(answer);
    expect(figures.active_members).toBe(12);
    expect(figures.to_chase[0]).not.toHaveProperty('period_number');
    expect(figures.to_chase[0]?.overdue_minor).toBe(8000);
  });

  it('refuses an answer without a figure the dashboard shows', () => {
    expect(membershipFigures.safeParse({ ...answer, mrr_minor: undefined }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './cancellation-outcome';
import type { CancellationPreview } from './queries';

const preview = (change: Partial<CancellationPreview>): CancellationPreview => ({
  status: 'cancelled',
  in_time: true,
  deadline: '2026-11-24T07:00:00Z',
  returns: 'nothing',
  return_minor: 0,
  fee_minor: 0,
  currency: 'GBP',
  ...change,
});

describe('cancellationOutcome', () => {
  it('says what comes back in time, to the client or about them', () => {
    expect(cancellationOutcome(preview({ returns: 'credit' }), 'your')).toBe(
      'The class credit goes back to your pack.',
    );
    expect(cancellationOutcome(preview({ returns: 'money', return_minor: 1200 }), 'their')).toMatch(
      /^£12\.00 is credited back to their balance\.$/,
    );
  });

  it('names the late fee, or says nothing changes hands', () => {
    const late = preview({ in_time: false, status: 'late_cancelled', fee_minor: 500 });
    expect(cancellationOutcome(late, 'your')).toMatch(/^It is late: a fee of £5\.00 is charged\.$/);
    expect(cancellationOutcome(preview({}), 'your')).toBe('Nothing is charged or given back.');
  });
});

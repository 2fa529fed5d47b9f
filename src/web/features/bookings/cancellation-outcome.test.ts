import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { cancellationOutcome as outcomeIn, type CancelledPlace } from './cancellation-outcome';
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
const dropIn: CancelledPlace = { status: 'confirmed', option_kind: 'drop_in' };
const packPlace: CancelledPlace = { status: 'confirmed', option_kind: 'pack' };
// In English, as the tests read it.
const cancellationOutcome = (
  cancelled: CancellationPreview,
  whose: 'your' | 'their',
  place: CancelledPlace,
) => outcomeIn(cancelled, whose, place, wordsIn('en'));
const late = (fee: number) => preview({ in_time: false, status: 'late_cancelled', fee_minor: fee });

describe('cancellationOutcome', () => {
  it('says what comes back in time, to the client or about them', () => {
    expect(cancellationOutcome(preview({ returns: 'credit' }), 'your', packPlace)).toBe(
      'The class credit goes back to your pack.',
    );
    expect(
      cancellationOutcome(preview({ returns: 'money', return_minor: 1200 }), 'their', dropIn),
    ).toMatch(/^£12\.00 is credited back to their balance\.$/);
  });

  it('names the late fee, or says nothing changes hands', () => {
    expect(cancellationOutcome(late(500), 'your', dropIn)).toMatch(
      /^It is late: a fee of £5\.00 is charged\.$/,
    );
    expect(cancellationOutcome(preview({}), 'your', dropIn)).toBe(
      'Nothing is charged or given back.',
    );
  });

  it('says a late cancellation forfeits the pack credit the place used, with or without a fee', () => {
    expect(cancellationOutcome(late(500), 'your', packPlace)).toMatch(
      /^It is late: the class credit is used up and a fee of £5\.00 is charged\.$/,
    );
    expect(cancellationOutcome(late(0), 'their', packPlace)).toBe(
      'It is late: the class credit is used up and not given back.',
    );
  });

  it('forfeits no credit for a place that never used one', () => {
    const waiting: CancelledPlace = { status: 'waitlisted', option_kind: 'pack' };
    expect(cancellationOutcome(preview({}), 'your', waiting)).toBe(
      'Nothing is charged or given back.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { leadToMinutes, minutesToLead } from './lead-time.ts';

describe('reminder lead times', () => {
  it('shows whole days as days and anything else as hours', () => {
    expect(minutesToLead(1440)).toEqual({ amount: 1, unit: 'days' });
    expect(minutesToLead(2880)).toEqual({ amount: 2, unit: 'days' });
    expect(minutesToLead(120)).toEqual({ amount: 2, unit: 'hours' });
    expect(minutesToLead(90)).toEqual({ amount: 1.5, unit: 'hours' });
  });

  it('turns hours and days into minutes within 5 minutes and two weeks', () => {
    expect(leadToMinutes(2, 'hours')).toBe(120);
    expect(leadToMinutes('1', 'days')).toBe(1440);
    expect(leadToMinutes(14, 'days')).toBe(20_160);
    expect(leadToMinutes(15, 'days')).toBeNull();
    expect(leadToMinutes(0, 'hours')).toBeNull();
    expect(leadToMinutes('', 'hours')).toBeNull();
    expect(leadToMinutes('soon', 'hours')).toBeNull();
  });
});

// Reminder lead times as the settings screen shows them (a number of hours or days) and as the
// database keeps them (minutes, 5 to 20,160: two weeks).

export type LeadUnit = 'hours' | 'days';

export interface LeadTime {
  amount: number;
  unit: LeadUnit;
}

export const leadLimits = { minMinutes: 5, maxMinutes: 20_160 };

/** Whole days when it is, otherwise hours (1.5 hours for 90 minutes). */
export function minutesToLead(minutes: number): LeadTime {
  if (minutes % 1440 === 0) return { amount: minutes / 1440, unit: 'days' };
  return { amount: Math.round((minutes / 60) * 100) / 100, unit: 'hours' };
}

/** The minutes of a lead time, or null when it is not a number of hours or days in range. */
export function leadToMinutes(amount: number | string, unit: LeadUnit): number | null {
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (typeof amount === 'string' && amount.trim() === '') return null;
  if (!Number.isFinite(value)) return null;
  const minutes = Math.round(value * (unit === 'days' ? 1440 : 60));
  return minutes >= leadLimits.minMinutes && minutes <= leadLimits.maxMinutes ? minutes : null;
}

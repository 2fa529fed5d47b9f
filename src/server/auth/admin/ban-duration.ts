import { validationFailed } from '../errors/auth-error.ts';

const unitSeconds: Record<string, number> = { h: 3600, m: 60, s: 1 };

/**
 * The end of a ban given as Supabase's ban_duration ("24h", "90m", "1h30m", or "none" to
 * lift it): a Date, null for "none", undefined when not given.
 */
export function banEnd(duration: string | null | undefined, now: Date): Date | null | undefined {
  if (duration === undefined || duration === null || duration === '') return undefined;
  if (duration === 'none') return null;
  const parts = [...duration.matchAll(/(\d+)([hms])/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== duration) {
    throw validationFailed(`Invalid ban_duration: ${duration}`);
  }
  const seconds = parts.reduce(
    (sum, [, amount, unit]) => sum + Number(amount) * (unitSeconds[unit ?? 's'] ?? 1),
    0,
  );
  return new Date(now.getTime() + seconds * 1000);
}

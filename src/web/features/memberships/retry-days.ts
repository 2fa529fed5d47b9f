/**
 * The days after a declined renewal on which it is tried again (tenants.membership_retry_days),
 * as an owner types them: "1, 3, 7". The database takes up to ten days, each from 1 to 60.
 */

export const mostRetries = 10;
export const latestRetryDay = 60;

/** [1, 3, 7] → "1, 3, 7" */
export function retryDaysText(days: readonly number[]): string {
  return days.join(', ');
}

/**
 * "1, 3, 7" (commas, spaces or semicolons between; Arabic digits too) → the days in order,
 * each once; an empty text is no retries at all. Null when it is not such a list.
 */
export function parseRetryDays(text: string): number[] | null {
  const western = text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const parts = western.split(/[\s,;\u060c]+/).filter((part) => part !== '');
  if (!parts.every((part) => /^\d+$/.test(part))) return null;
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  if (days.length > mostRetries) return null;
  if (days.some((day) => day < 1 || day > latestRetryDay)) return null;
  return days;
}

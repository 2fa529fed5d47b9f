// Time-zone facts for tests, from the JavaScript runtime's own zone data (Intl), so tests about
// clock changes find the next real one instead of hard-coding dates that pass.

const day = 24 * 3600 * 1000;

export function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The next local date on which the zone's clocks change, and whether they go forward. */
export function nextClockChange(zone: string): { date: string; forward: boolean } {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  for (let k = 1; k < 400; k++) {
    const before = offsetMinutes(zone, new Date(noon.getTime() + (k - 1) * day));
    const after = offsetMinutes(zone, new Date(noon.getTime() + k * day));
    if (after !== before) {
      return {
        date: new Date(noon.getTime() + k * day).toISOString().slice(0, 10),
        forward: after > before,
      };
    }
  }
  throw new Error(`${zone} has no clock change within 400 days`);
}

export const localTime = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
export const localDate = (zone: string, iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));

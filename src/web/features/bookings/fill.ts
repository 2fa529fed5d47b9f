/** How full a session is, in words people scan quickly. */
export interface Fill {
  capacity: number;
  confirmed_count: number;
  waitlist_count: number;
  taken: number;
}

/** "7/12", with the waitlist when there is one: "12/12 · 3 waiting". */
export function fillText(fill: Fill): string {
  const base = `${fill.confirmed_count}/${fill.capacity}`;
  return fill.waitlist_count > 0 ? `${base} · ${fill.waitlist_count} waiting` : base;
}

/** A sentence for screen readers and titles. */
export function fillSentence(fill: Fill): string {
  const left = Math.max(fill.capacity - fill.taken, 0);
  const places = `${fill.confirmed_count} of ${fill.capacity} places taken`;
  const waiting = fill.waitlist_count > 0 ? `, ${fill.waitlist_count} on the waitlist` : '';
  return left === 0 ? `Full: ${places}${waiting}` : `${places}, ${left} left${waiting}`;
}

/** 0 to 100, for a progress bar. */
export function fillPercent(fill: Fill): number {
  if (fill.capacity <= 0) return 0;
  return Math.min(100, Math.round((fill.taken / fill.capacity) * 100));
}

export function fillColour(fill: Fill): string {
  const percent = fillPercent(fill);
  return percent >= 100 ? 'red' : percent >= 75 ? 'orange' : 'teal';
}

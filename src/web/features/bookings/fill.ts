import type { Words } from '@shared/i18n/words.ts';

/** How full a session is, in words people scan quickly. */
export interface Fill {
  capacity: number;
  confirmed_count: number;
  waitlist_count: number;
  taken: number;
}

/** "7/12", with the waitlist when there is one: "12/12 · 3 waiting". */
export function fillText(fill: Fill, words: Words): string {
  const counts = {
    confirmed: fill.confirmed_count,
    capacity: fill.capacity,
    waiting: fill.waitlist_count,
  };
  return words.formatMessage(
    { id: fill.waitlist_count > 0 ? 'bookings.fillWaiting' : 'bookings.fill' },
    counts,
  );
}

/** A sentence for screen readers and titles. */
export function fillSentence(fill: Fill, words: Words): string {
  const left = Math.max(fill.capacity - fill.taken, 0);
  const counts = {
    confirmed: fill.confirmed_count,
    capacity: fill.capacity,
    left,
    waiting: fill.waitlist_count,
  };
  const waiting = fill.waitlist_count > 0;
  if (left === 0) {
    return words.formatMessage(
      { id: waiting ? 'bookings.fillSentenceFullWaiting' : 'bookings.fillSentenceFull' },
      counts,
    );
  }
  return words.formatMessage(
    { id: waiting ? 'bookings.fillSentenceOpenWaiting' : 'bookings.fillSentenceOpen' },
    counts,
  );
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

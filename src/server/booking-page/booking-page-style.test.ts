import { describe, expect, it } from 'vitest';
import { bookingPageStyle } from './booking-page-style.ts';

describe('bookingPageStyle', () => {
  it('names no physical side, so that an Arabic page is laid out right to left', () => {
    expect(bookingPageStyle).not.toMatch(/\b(left|right)\b/);
    // Four values set the left and the right apart: "margin: 0 8px 0 0".
    expect(bookingPageStyle).not.toMatch(/(margin|padding)\s*:\s*[^;\s]+(\s+[^;\s]+){3}\s*;/);
  });
});

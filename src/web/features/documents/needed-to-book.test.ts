import { describe, expect, it } from 'vitest';
import { neededToBook } from './needed-to-book';

const waiver = { required_before_booking: true };
const form = { required_before_booking: false };

describe('neededToBook', () => {
  it('holds a required document before the first booking of a business that asks', () => {
    expect(neededToBook(waiver, { businessAsks: true, hasBooked: false })).toBe(true);
  });

  it('holds nothing once the client has a place', () => {
    expect(neededToBook(waiver, { businessAsks: true, hasBooked: true })).toBe(false);
  });

  it('holds nothing when the business does not ask, or the document is not required', () => {
    expect(neededToBook(waiver, { businessAsks: false, hasBooked: false })).toBe(false);
    expect(neededToBook(form, { businessAsks: true, hasBooked: false })).toBe(false);
  });
});

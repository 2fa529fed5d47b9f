import { describe, expect, it } from 'vitest';
import { bookingPlace, framingOrigin } from './framing-site';

describe('framingOrigin', () => {
  it('takes the nearest ancestor where the browser lists them', () => {
    expect(framingOrigin(['https://fjord.example', 'https://outer.example'], '')).toBe(
      'https://fjord.example',
    );
    expect(framingOrigin([], 'https://fjord.example/')).toBeNull();
  });

  it('falls back to the referrer’s origin, and to nothing', () => {
    expect(framingOrigin(undefined, 'https://fjord.example/classes?x=1')).toBe(
      'https://fjord.example',
    );
    expect(framingOrigin(undefined, '')).toBeNull();
    expect(framingOrigin(undefined, 'not a url')).toBeNull();
  });
});

describe('bookingPlace', () => {
  const sites = ['https://fjord.example'];
  it('books inside the frame only on a named site that lets the frame keep the sign-in', () => {
    expect(bookingPlace('https://fjord.example', sites, true)).toBe('frame');
    expect(bookingPlace('https://fjord.example', sites, false)).toBe('tab');
    expect(bookingPlace('https://other.example', sites, true)).toBe('tab');
    expect(bookingPlace(null, sites, true)).toBe('tab');
  });
});

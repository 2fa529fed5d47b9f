import { describe, expect, it } from 'vitest';
import { parseEmail, parsePhone } from './addresses.ts';

describe('addresses', () => {
  it('lower-cases emails and refuses malformed ones', () => {
    expect(parseEmail(' Ann@Example.COM ')).toBe('ann@example.com');
    expect(() => parseEmail('ann@example')).toThrow(
      'Unable to validate email address: invalid format',
    );
    expect(() => parseEmail('a b@example.com')).toThrow();
    expect(() => parseEmail('xx:;x@x.x')).toThrow(
      'Unable to validate email address: invalid format',
    );
    expect(() => parseEmail('ann@-example.com')).toThrow();
    expect(parseEmail("o'brien+tag@mail.example.co.uk")).toBe("o'brien+tag@mail.example.co.uk");
  });

  it('keeps the digits of an E.164 phone number', () => {
    expect(parsePhone('+1 555 555 0100')).toBe('15555550100');
    expect(() => parsePhone('0123')).toThrow('Invalid phone number format (E.164 required)');
    expect(() => parsePhone('+1-555-555-0100')).toThrow();
  });
});

import { wordsIn } from '@shared/i18n/static-words.ts';
import { describe, expect, it } from 'vitest';
import { addressProblem, businessAddressPattern, suggestAddress } from './business-address';

describe('suggestAddress', () => {
  it('makes a valid address from a name', () => {
    expect(suggestAddress('Sunrise Yoga & Co.')).toBe('sunrise-yoga-co');
    expect(suggestAddress('  Café Pilates ')).toBe('cafe-pilates');
    expect(suggestAddress('x'.repeat(60))).toHaveLength(40);
    expect(businessAddressPattern.test(suggestAddress('A — B -'))).toBe(true);
  });
});

describe('addressProblem', () => {
  const english = wordsIn('en');
  it('accepts what create_tenant accepts and explains the rest', () => {
    expect(addressProblem('sunrise-yoga', english)).toBeUndefined();
    expect(addressProblem('', english)).toBe('Choose a web address.');
    expect(addressProblem('-yoga', english)).toMatch(/hyphen/);
    expect(addressProblem('Yoga', english)).toMatch(/lower-case/);
  });

  it('explains in the reader’s language', () => {
    expect(addressProblem('', wordsIn('de'))).toBe('Wählen Sie eine Webadresse.');
  });
});

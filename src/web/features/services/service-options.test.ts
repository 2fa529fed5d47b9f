import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { optionKindsFor, optionTerms, readOptionForm } from './service-options';

const en = wordsIn('en');

const form = {
  kind: 'pack' as const,
  name: ' 10-class pack ',
  price: '120.00',
  duration: '',
  credits: '10',
  validity: '90',
};

describe('readOptionForm', () => {
  it('reads a pack into minor units with its credits and validity', () => {
    expect(readOptionForm(form, 'GBP', en)).toEqual({
      ok: true,
      row: {
        kind: 'pack',
        name: '10-class pack',
        price_minor: 12000,
        duration_minutes: null,
        credits: 10,
        validity_days: 90,
      },
    });
  });

  it('keeps only the fields the kind has', () => {
    const dropIn = readOptionForm(
      { ...form, kind: 'drop_in', credits: 'x', price: '15' },
      'GBP',
      en,
    );
    expect(dropIn).toMatchObject({ ok: true, row: { credits: null, validity_days: null } });
    const variant = readOptionForm(
      { ...form, kind: 'variant', duration: '60', price: '7000' },
      'JPY',
      en,
    );
    expect(variant).toMatchObject({ ok: true, row: { duration_minutes: 60, price_minor: 7000 } });
  });

  it('says what is wrong next to each field', () => {
    const result = readOptionForm(
      { kind: 'variant', name: '', price: '12.345', duration: '3', credits: '', validity: '' },
      'EUR',
      en,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: expect.stringContaining('name') as string,
        price: 'Enter a price in EUR, such as 12.50.',
        duration: 'Enter a duration of 5 to 1440 minutes.',
      },
    });
    const pack = readOptionForm({ ...form, credits: '0', validity: '1.5' }, 'GBP', en);
    expect(pack).toMatchObject({
      ok: false,
      errors: { credits: expect.any(String), validity: expect.any(String) },
    });
  });
});

describe('option kinds and words', () => {
  it('offers variants for private services and the rest for group ones', () => {
    expect(optionKindsFor('private')).toEqual(['variant']);
    expect(optionKindsFor('group')).toEqual(['drop_in', 'pack', 'pass']);
  });

  it('says terms shortly', () => {
    const none = { duration_minutes: null, credits: null, validity_days: null };
    expect(optionTerms({ ...none, kind: 'pack', credits: 10, validity_days: 90 }, en)).toBe(
      '10 classes, valid 90 days',
    );
    expect(optionTerms({ ...none, kind: 'pass', validity_days: 30 }, en)).toBe(
      'Unlimited, valid 30 days',
    );
    expect(optionTerms({ ...none, kind: 'variant', duration_minutes: 30 }, en)).toBe('30 min');
    expect(optionTerms({ ...none, kind: 'drop_in' }, en)).toBe('One session');
    expect(
      optionTerms({ ...none, kind: 'pack', credits: 1, validity_days: 1 }, wordsIn('de')),
    ).toBe('1 Kursbesuch, 1 Tag gültig');
  });
});

import { describe, expect, it } from 'vitest';
import {
  addressOnOneLine,
  businessDescription,
  clip,
  listOfOffers,
  serviceDescription,
  type DescribedBusiness,
} from './preview-description.ts';
import { wordsIn } from '../../shared/i18n/static-words.ts';

// British English writes lists without a comma before "and", as these texts were first written.
const en = wordsIn('en', 'en-GB');

const sunrise: DescribedBusiness = {
  name: 'Sunrise Yoga',
  description: 'Small classes by the river',
  address: '12 Harbour Row\nLondon E1 6AN',
  services: ['Massage', 'Vinyasa Flow', 'Yin Yoga'],
};

describe('businessDescription', () => {
  it('says who, what and where, then the business’s own words', () => {
    expect(businessDescription(sunrise, en)).toBe(
      'Sunrise Yoga offers Massage, Vinyasa Flow and Yin Yoga at 12 Harbour Row, London E1 6AN. Small classes by the river. Book online.',
    );
  });

  it('says "and more" past three offers, and leaves out what the business has not given', () => {
    expect(
      businessDescription(
        {
          ...sunrise,
          description: null,
          address: null,
          services: ['A', 'B', 'C', 'D'],
        },
        en,
      ),
    ).toBe('Sunrise Yoga offers A, B, C and more. Book online.');
    expect(businessDescription({ ...sunrise, services: [] }, en)).toBe(
      'Sunrise Yoga, 12 Harbour Row, London E1 6AN. Small classes by the river. Book online.',
    );
    expect(businessDescription({ ...sunrise, address: ' ', services: [] }, en)).toBe(
      'Sunrise Yoga. Small classes by the river. Book online.',
    );
    expect(
      businessDescription(
        { name: 'Sunrise Yoga', description: '', address: null, services: [] },
        en,
      ),
    ).toBe('Book online with Sunrise Yoga.');
  });

  it('keeps a description that ends a sentence of its own, and keeps the text short', () => {
    expect(businessDescription({ ...sunrise, description: 'Come as you are!' }, en)).toContain(
      'Come as you are! Book online.',
    );
    const long = businessDescription({ ...sunrise, description: 'word '.repeat(100) }, en);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/ word…$/);
  });

  it('leaves markup as text, for the caller to escape', () => {
    expect(businessDescription({ ...sunrise, name: '<b>Tom & Co</b>' }, en)).toMatch(
      /^<b>Tom & Co<\/b> offers /,
    );
  });
});

describe('serviceDescription', () => {
  it('gives the service’s words, then whose it is and where', () => {
    expect(
      serviceDescription(
        { name: 'Yin', description: 'Slow and deep.\n\nBring socks' },
        sunrise,
        en,
      ),
    ).toBe(
      'Slow and deep. Bring socks. At Sunrise Yoga, 12 Harbour Row, London E1 6AN. Book online.',
    );
  });

  it('falls back to the business’s words', () => {
    expect(
      serviceDescription(
        { name: 'Yin', description: ' ' },
        { ...sunrise, address: null, description: null },
        en,
      ),
    ).toBe('At Sunrise Yoga. Book online.');
    expect(serviceDescription({ name: 'Yin', description: '' }, sunrise, en)).toBe(
      'Small classes by the river. At Sunrise Yoga, 12 Harbour Row, London E1 6AN. Book online.',
    );
  });
});

describe('the parts', () => {
  it('puts an address typed on lines, or with commas, on one line', () => {
    expect(addressOnOneLine('12 Harbour Row,\r\n  London\n\nE1 6AN ')).toBe(
      '12 Harbour Row, London, E1 6AN',
    );
    expect(addressOnOneLine('40 Water Street, Brooklyn, NY')).toBe('40 Water Street, Brooklyn, NY');
    expect(addressOnOneLine(null)).toBe('');
  });

  it('lists offers as a sentence does', () => {
    expect(listOfOffers([], en)).toBe('');
    expect(listOfOffers(['Yin'], en)).toBe('Yin');
    expect(listOfOffers(['Yin', 'Flow'], en)).toBe('Yin and Flow');
  });

  it('cuts at a word, or inside a word that fills the text', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 10)).toBe('one two…');
    expect(clip('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('in other languages', () => {
  it('describes the business with its words, lists and "and more"', () => {
    const four = { ...sunrise, services: ['A', 'B', 'C', 'D'] };
    expect(businessDescription(four, wordsIn('de'))).toBe(
      'Sunrise Yoga (12 Harbour Row, London E1 6AN) bietet A, B, C und mehr an. Small classes by the river. Jetzt online buchen.',
    );
    expect(businessDescription({ ...sunrise, address: null }, wordsIn('es'))).toBe(
      'Sunrise Yoga ofrece Massage, Vinyasa Flow y Yin Yoga. Small classes by the river. Reserva en línea.',
    );
    expect(businessDescription({ ...four, description: null, address: null }, wordsIn('ar'))).toBe(
      'لدى Sunrise Yoga: A وB وC وغيرها. احجز عبر الإنترنت.',
    );
  });

  it('says whose a service is', () => {
    expect(
      serviceDescription(
        { name: 'Yin', description: '' },
        { ...sunrise, description: null },
        wordsIn('ar'),
      ),
    ).toBe('لدى Sunrise Yoga، 12 Harbour Row, London E1 6AN. احجز عبر الإنترنت.');
  });
});

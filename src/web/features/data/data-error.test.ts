import english from '@shared/i18n/messages/en/errors.ts';
import { sentenceTexts } from '@shared/i18n/refusal-sentences.ts';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataError,
  dataErrorMessage,
  dataOf,
  pageOf,
  refusalWords,
  sessionRefused,
  toDataError,
  wordRefusalsWith,
} from './data-error';

// Test files share modules (vitest.config.ts: isolate false): each test that shows a language
// goes back to none, in which refusals are English.
afterEach(() => wordRefusalsWith(undefined));
const show = (locale: 'en' | 'de' | 'es' | 'ar', formatting: string = locale) =>
  wordRefusalsWith(() => wordsIn(locale, formatting));

describe('dataErrorMessage', () => {
  it("keeps the server's own sentence for a business rule it does not know", () => {
    expect(dataErrorMessage({ code: 'slot_taken', message: 'That time was just taken.' })).toBe(
      'That time was just taken.',
    );
    show('de');
    expect(dataErrorMessage({ code: 'new_rule', message: 'A rule of a newer server.' })).toBe(
      'A rule of a newer server.',
    );
  });

  it("says the server's sentence for a business rule in the reader's language", () => {
    const taken = { code: 'slot_taken', message: 'That time was just taken: choose another.' };
    expect(dataErrorMessage(taken)).toBe('That time was just taken: choose another.');
    show('de');
    expect(dataErrorMessage(taken)).toBe(
      'Diese Zeit wurde gerade vergeben. Bitte wählen Sie eine andere.',
    );
    show('es');
    expect(dataErrorMessage(taken)).toBe('Alguien acaba de reservar esa hora: elige otra.');
  });

  it('tells the sentences of one code apart', () => {
    show('de');
    expect(
      dataErrorMessage({ code: 'forbidden', message: 'You can only book for yourself.' }),
    ).toBe('Sie können nur für sich selbst buchen.');
    expect(
      dataErrorMessage({
        code: 'forbidden',
        message: 'Only the staff of this business see its figures.',
      }),
    ).toBe('Nur das Team dieses Anbieters sieht seine Zahlen.');
  });

  it('keeps the values of the sentence, counts as numbers', () => {
    const full = {
      code: 'session_full',
      message: 'This session is full (12 of 12 places taken): add the client to its waitlist.',
    };
    expect(dataErrorMessage(full)).toBe(full.message);
    show('de');
    expect(dataErrorMessage(full)).toBe(
      'Dieser Termin ist ausgebucht (12 von 12 Plätzen belegt). Setzen Sie die Person auf die Warteliste.',
    );
    show('ar');
    expect(
      dataErrorMessage({
        code: 'slug_taken',
        message: 'The address yoga-berlin is already taken.',
      }),
    ).toContain('yoga-berlin');
  });

  it("writes weekdays and dates in the reader's language, and keeps the English ones in English", () => {
    const overlap = {
      code: 'hours_overlap',
      message: 'On Tuesday, 09:00 to 12:00 overlaps another span.',
    };
    const busy = {
      code: 'staff_busy',
      message:
        'Ana Ruiz already has Yoga on the beach on Mon 05 Jan 2026 at 09:00: choose another time or instructor.',
    };
    expect(dataErrorMessage(overlap)).toBe(overlap.message);
    expect(dataErrorMessage(busy)).toBe(busy.message);
    show('de');
    expect(dataErrorMessage(overlap)).toBe(
      'Am Dienstag überschneidet sich die Zeitspanne 09:00 bis 12:00 mit einer anderen.',
    );
    expect(dataErrorMessage(busy)).toBe(
      'Ana Ruiz hat am Mo., 5. Jan. 2026 um 09:00 bereits Yoga on the beach. Wählen Sie eine andere Zeit oder Lehrkraft.',
    );
  });

  it('keeps a sentence of a known code that the catalogue does not have', () => {
    show('de');
    const declined = {
      code: 'expired_card',
      message: 'The saved card was not charged: Your card has expired.',
    };
    expect(dataErrorMessage(declined)).toBe(declined.message);
    expect(dataErrorMessage({ code: 'slot_taken', message: 'Taken, in other words.' })).toBe(
      'Taken, in other words.',
    );
  });

  it('says every sentence of every code in each language', () => {
    const samples: Record<string, string> = {
      staff: 'Ana',
      service: 'Yoga',
      day: 'Monday',
      time: '09:00',
      from: '09:00',
      to: '10:00',
      taken: '3',
      capacity: '3',
      most: '1500',
      email: 'ana@example.com',
      slug: 'yoga',
      zone: 'Mars/Base',
      document: 'Terms',
      kind: 'reminder',
      unknown: '{x}',
      known: '{name}',
      reason: 'Your card was declined.',
      problem: 'a NUL in text',
    };
    const day = (code: string, text: string) =>
      code === 'staff_busy'
        ? text.replace(
            '{day}',
            text.includes('already has') ? 'Mon 05 Jan 2026' : 'Monday 05 Jan 2026',
          )
        : text;
    for (const [code, message] of Object.entries(english)) {
      if (!/^[a-z_]+$/.test(code) || code === 'unexplained') continue;
      for (const text of sentenceTexts(message)) {
        const sentence = day(code, text).replace(
          /\{(\w+)\}/g,
          (_, name: string) => samples[name] ?? name,
        );
        wordRefusalsWith(undefined);
        expect(dataErrorMessage({ code, message: sentence })).toBe(sentence);
        for (const locale of ['de', 'es', 'ar'] as const) {
          show(locale);
          const said = dataErrorMessage({ code, message: sentence });
          expect(said, `${code} in ${locale}: ${sentence}`).not.toBe(sentence);
          expect(said).not.toMatch(/^errors\./);
        }
      }
    }
  });

  it('explains a refusal by row-level security', () => {
    expect(dataErrorMessage({ code: '42501', message: 'new row violates policy' })).toBe(
      'Your role in this business does not allow this.',
    );
  });

  it('never passes on the text of a PostgreSQL or data API error', () => {
    const raw = 'invalid input syntax for type uuid: "xyz"';
    expect(dataErrorMessage({ code: '22P02', message: raw })).toBe(
      'Some of the values are not in a form the server accepts.',
    );
    expect(dataErrorMessage({ code: '42703', message: 'column x does not exist' })).toMatch(
      /^Something went wrong on the server/,
    );
    expect(dataErrorMessage({ code: 'PGRST100', message: 'failed to parse filter' })).toMatch(
      /^Something went wrong on the server/,
    );
    expect(dataErrorMessage({ code: '40001', message: 'could not serialize access' })).toBe(
      'Someone changed this at the same moment. Try again.',
    );
  });

  it('says when the server cannot be reached', () => {
    expect(dataErrorMessage({ message: 'TypeError: Failed to fetch' })).toMatch(/connection/);
    show('es');
    expect(dataErrorMessage({ message: 'Failed to fetch' })).toMatch(/conexión/);
  });

  it("explains PostgreSQL's and the data API's codes in the reader's language", () => {
    show('de');
    expect(dataErrorMessage({ code: '42501', message: 'new row violates policy' })).toBe(
      'Ihre Rolle bei diesem Anbieter erlaubt das nicht.',
    );
    expect(dataErrorMessage({ code: '40P01', message: 'deadlock detected' })).toMatch(/^Jemand/);
    expect(dataErrorMessage({ code: 'PGRST100', message: 'failed to parse filter' })).toMatch(
      /^Auf dem Server/,
    );
  });

  it('keeps what a DataError already says', () => {
    expect(dataErrorMessage(new DataError('22P02', 'Already in words.'))).toBe('Already in words.');
  });
});

describe('DataError', () => {
  it("says the server's sentence in the reader's language, wherever it is made", () => {
    show('de');
    const refusal = new DataError('more_than_owed', 'That is more than the client owes.', 409);
    expect(refusal.message).toBe('Das ist mehr, als die Person schuldet.');
    expect(refusal.code).toBe('more_than_owed');
    expect(
      toDataError({ code: 'not_a_client', message: 'Join this business before booking.' }).message,
    ).toBe('Registrieren Sie sich bei diesem Anbieter, bevor Sie buchen.');
  });

  it('keeps words already meant for the reader', () => {
    show('de');
    expect(new DataError('not_signed_in', 'Melden Sie sich erneut an.', 401).message).toBe(
      'Melden Sie sich erneut an.',
    );
  });
});

describe('refusalWords', () => {
  it("are English until the SPA's language is handed over", () => {
    expect(refusalWords().locale).toBe('en');
    show('ar');
    expect(refusalWords().locale).toBe('ar');
  });
});

describe('dataOf and pageOf', () => {
  it('return the data, or throw a DataError with the code and the HTTP status', async () => {
    expect(await dataOf(Promise.resolve({ data: [1], error: null }))).toEqual([1]);
    const refused = dataOf(
      Promise.resolve({ data: null, error: { code: 'forbidden', message: 'No.' }, status: 403 }),
    );
    await expect(refused).rejects.toEqual(new DataError('forbidden', 'No.', 403));
    await expect(refused).rejects.toHaveProperty('status', 403);
  });

  it('give rows with the exact total', async () => {
    expect(await pageOf(Promise.resolve({ data: [1, 2], error: null, count: 40 }))).toEqual({
      rows: [1, 2],
      total: 40,
    });
  });
});

describe('sessionRefused', () => {
  it('is true for a token the data API refused, and only for that', () => {
    expect(sessionRefused(toDataError({ code: 'PGRST303', message: 'JWT expired' }, 401))).toBe(
      true,
    );
    expect(sessionRefused(toDataError({ code: 'PGRST301', message: 'bad' }, 401))).toBe(true);
    expect(sessionRefused(toDataError({ code: '42501', message: 'denied' }, 403))).toBe(false);
    expect(sessionRefused(new Error('PGRST303'))).toBe(false);
  });
});

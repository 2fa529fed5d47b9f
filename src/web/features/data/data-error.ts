import { createIntl, createIntlCache } from '@formatjs/intl';
// Relative and with extensions, as Node's resolution wants: db tests run client-files.ts and
// the brand's writes, which throw these errors.
import type { MessageId } from '../../../shared/i18n/message-ids.ts';
import englishRefusals from '../../../shared/i18n/messages/en/errors.ts';
import { readSentence } from '../../../shared/i18n/refusal-sentences.ts';
import type { Words } from '../../../shared/i18n/words.ts';

/**
 * What the data API said when it refused, as an Error a screen can show, in the reader's
 * language. The server refuses with a stable code and an English sentence written for people
 * (db: app.raise_error; the payments routes): the `errors` catalogue has each sentence under its
 * code, and the SPA says it again in the language it shows (docs/decisions/0058). The codes
 * PostgreSQL and the data API use are explained here, in the one place every screen goes
 * through, so no screen ever shows a raw database message such as `invalid input syntax for
 * type uuid`.
 */
export class DataError extends Error {
  readonly code: string;
  /** The HTTP status of the refusal, when there was an answer (0 when the server was not reached). */
  readonly status: number;
  /** `message` is the server's own sentence for `code`, or words already meant for the reader. */
  constructor(code: string, message: string, status = 0) {
    super(isOwnCode(code) ? ownRefusal(code, message, refusalWords()) : message);
    this.name = 'DataError';
    this.code = code;
    this.status = status;
  }
}

interface ErrorLike {
  code?: string;
  message?: string;
}

// The words of the language the SPA shows, outside React: main.tsx hands over spaWords()
// (src/web/i18n/spa-language.ts) once the language is shown. This module does not import it, as
// Node runs this module in db tests (tsconfig.json), where the SPA's language store and its
// catalogue files do not load. Until then, and there, refusals are said in English.
let shownWords: (() => Words) | undefined;

/** Refusals are said from now on in `words`, the language the SPA shows (main.tsx); English without. */
export function wordRefusalsWith(words: (() => Words) | undefined): void {
  shownWords = words;
}

let englishWords: Words | undefined;

/** The words refusals are said in now: the SPA's language, else English. */
export function refusalWords(): Words {
  if (shownWords !== undefined) return shownWords();
  englishWords ??= createIntl(
    {
      locale: 'en',
      defaultLocale: 'en',
      // Only the errors area: the only messages said here.
      messages: Object.fromEntries(
        Object.entries(englishRefusals).map(([key, text]) => [`errors.${key}`, text]),
      ) as Record<MessageId, string>,
    },
    createIntlCache(),
  );
  return englishWords;
}

// app.raise_error codes are lower-case words (`slot_taken`); their messages are for people.
const isOwnCode = (code: string) => /^[a-z][a-z0-9_]*$/.test(code);

type OwnCode = keyof typeof englishRefusals & Lowercase<string>;

const isKnownCode = (code: string): code is OwnCode =>
  isOwnCode(code) && Object.hasOwn(englishRefusals, code);

/**
 * The values the server writes in its sentences that are more than a name: their shape in the
 * English sentence (a pattern without groups), and how the reader's language writes them. A
 * value not named here (a person's, service's or business's name, an address) is passed on
 * as the server wrote it.
 */
type ValueKind = 'count' | 'clock' | 'weekday' | 'day';

const valueShapes: Record<ValueKind, string> = {
  count: '\\d+',
  clock: '\\d{2}:\\d{2}',
  // day_names in set_staff_hours.
  weekday: '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day',
  // to_char(…, 'FMDay DD Mon YYYY') or 'FMDy DD Mon YYYY': "Monday 05 Jan 2026", "Mon 05 Jan 2026".
  day: '[A-Z][a-z]{2}(?:[a-z]*day)? \\d{2} [A-Z][a-z]{2} \\d{4}',
};

const valuesOf: Partial<Record<OwnCode, Readonly<Record<string, ValueKind>>>> = {
  capacity_below_taken: { taken: 'count' },
  session_full: { taken: 'count', capacity: 'count' },
  invalid_amount: { most: 'count' },
  hours_overlap: { day: 'weekday', from: 'clock', to: 'clock' },
  invalid_hours: { day: 'weekday', from: 'clock', to: 'clock' },
  staff_busy: { day: 'day', time: 'clock' },
};

// As to_char writes them (Mon, Dy), whatever the database's language.
const englishMonths = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
const englishWeekdays = 'Mon Tue Wed Thu Fri Sat Sun'.split(' ');

/** A value of the server's English sentence, as the reader's language writes it. */
function valueIn(kind: ValueKind | undefined, value: string, words: Words): string | number {
  if (kind === 'count') return Number(value);
  // In English the server's own writing is kept, so the sentence stays the server's exactly.
  if (new Intl.Locale(words.locale).language === 'en') return value;
  if (kind === 'weekday') {
    // 1 January 2024 was a Monday.
    const day = englishWeekdays.indexOf(value.slice(0, 3));
    return new Intl.DateTimeFormat(words.locale, { weekday: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + day),
    );
  }
  if (kind === 'day') {
    // A date in the business's time zone, written without one: read and written as UTC.
    const [weekday = '', date = '', month = '', year = ''] = value.split(' ');
    return new Intl.DateTimeFormat(words.locale, {
      weekday: weekday.length > 3 ? 'long' : 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(Number(year), englishMonths.indexOf(month), Number(date)));
  }
  return value;
}

/**
 * The server's sentence for one of its own codes in `words`: the catalogue's message for the
 * code, with the case and values read from the sentence. A code or a sentence the catalogue
 * does not know (a newer server, a card provider's words) keeps the server's sentence.
 */
function ownRefusal(code: string, sentence: string, words: Words): string {
  if (sentence === '') return words.formatMessage({ id: 'errors.unexplained' });
  if (!isKnownCode(code)) return sentence;
  const kinds = valuesOf[code] ?? {};
  const shapes = Object.fromEntries(
    Object.entries(kinds).map(([name, kind]) => [name, valueShapes[kind]]),
  );
  const read = readSentence(englishRefusals[code], sentence, shapes);
  if (read === undefined) return sentence;
  const values = Object.fromEntries(
    Object.entries(read).map(([name, value]) => [name, valueIn(kinds[name], value, words)]),
  );
  // The id is named at run time, by the code: error-codes.test.ts checks that every code the
  // database raises has its message, and that every message is a code's or named here below.
  return words.formatMessage({ id: `errors.${code}` as MessageId }, values);
}

const messagesByCode: Record<string, MessageId> = {
  // Row-level security refused a write: the role may not do this.
  '42501': 'errors.roleNotAllowed',
  PGRST116: 'errors.noLongerThere',
  PGRST301: 'errors.signInExpired',
  PGRST303: 'errors.signInExpired',
  '23505': 'errors.alreadyExists',
  '23503': 'errors.stillInUse',
  '23514': 'errors.valuesNotAllowed',
  '23P01': 'errors.clashesWithBooking',
  '57014': 'errors.tookTooLong',
};

// By SQLSTATE class (the first two characters), for codes without a sentence of their own.
const messagesByClass: Record<string, MessageId> = {
  '22': 'errors.valuesMalformed',
  '23': 'errors.valuesNotAllowed',
  '40': 'errors.changedMeanwhile',
  '53': 'errors.serverBusy',
  '57': 'errors.serverBusy',
  '08': 'errors.databaseUnreachable',
};

export function dataErrorMessage(error: ErrorLike): string {
  if (error instanceof DataError) return error.message;
  const words = refusalWords();
  const unexplained = () => words.formatMessage({ id: 'errors.unexplained' });
  const code = error.code ?? '';
  if (isOwnCode(code)) return ownRefusal(code, error.message ?? '', words);
  const known = messagesByCode[code] ?? messagesByClass[code.slice(0, 2)];
  if (known) return words.formatMessage({ id: known });
  if (error.message === 'Failed to fetch' || error.message?.startsWith('TypeError')) {
    return words.formatMessage({ id: 'errors.serverUnreachable' });
  }
  // Any other code is PostgreSQL's or the data API's, whose text is for developers.
  if (code !== '') return unexplained();
  return error.message || unexplained();
}

/**
 * Whether the data API refused the session itself (its token expired, or the session was ended
 * elsewhere): nothing on this device can go on with it, so the app signs out here.
 */
export function sessionRefused(error: unknown): boolean {
  return error instanceof DataError && (error.code === 'PGRST301' || error.code === 'PGRST303');
}

export function toDataError(error: ErrorLike, status = 0): DataError {
  return new DataError(error.code ?? 'unknown', dataErrorMessage(error), status);
}

/** What a supabase-js answer holds when it succeeded: the rows, the row, or the function's value. */
type Success<Answer> = Answer extends { error: null; data: infer Data } ? Data : never;

/**
 * The data of a supabase-js answer, typed by the query (the client knows the schema), or its
 * error thrown as a DataError (for query functions).
 */
export async function dataOf<
  Answer extends { data: unknown; error: ErrorLike | null; status?: number },
>(answer: PromiseLike<Answer>): Promise<Success<Answer>> {
  const { data, error, status } = await answer;
  if (error) throw toDataError(error, status);
  return data as Success<Answer>;
}

/** Rows and the exact total of a supabase-js `select(..., { count: 'exact' })`. */
export async function pageOf<Row>(
  answer: PromiseLike<{
    data: Row[] | null;
    error: ErrorLike | null;
    count: number | null;
    status?: number;
  }>,
): Promise<{ rows: Row[]; total: number }> {
  const { data, error, count, status } = await answer;
  if (error) throw toDataError(error, status);
  const rows = data ?? [];
  return { rows, total: count ?? rows.length };
}

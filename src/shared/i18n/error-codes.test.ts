import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { namedIds } from './catalogue-usage.ts';
import {
  answeredCodes,
  answeredSentences,
  errorCatalogueProblems,
  raisedCodes,
  raisedSentences,
  sentencesNotInCatalogue,
} from './error-codes.ts';
import { createFormatters } from '@formatjs/intl';
import { locales } from './locales.ts';
import english from './messages/en/errors.ts';

describe('raisedCodes', () => {
  it("finds each code of app.raise_error, also with the code on the call's next line", () => {
    const sql = `perform app.raise_error('slot_taken', 'Taken.', 409);
      perform app.raise_error(
        'two_step_required_first',
        'Set up two-step sign-in first.', 403);
      perform app.raise_error('slot_taken', format('%s is taken.', x));
      create function app.raise_error(code text, message text) returns void;`;
    expect(raisedCodes(sql)).toEqual(['slot_taken', 'two_step_required_first']);
  });
});

describe('raisedSentences', () => {
  it("reads the literals of the message, a case's branches and a format's template", () => {
    const sql = `perform app.raise_error('no_credits', case option.kind
        when 'pack' then 'No credits left.' else 'No valid pass (or it''s used up).' end, 409);
      perform app.raise_error('slug_taken', format('The address %s is taken.', slug), 409);
      perform app.raise_error('staff_busy', app.staff_busy_message(tenant, staff, during), 409);`;
    const functions = {
      staff_busy_message: `-- The business's sentence.
        select coalesce(format('%s already has %s at %s.', a, b, to_char(c, 'HH24:MI')),
                        'The instructor is already booked.')`,
    };
    expect(raisedSentences(sql, functions)).toEqual([
      { code: 'no_credits', sentence: 'No credits left.' },
      { code: 'no_credits', sentence: "No valid pass (or it's used up)." },
      { code: 'slug_taken', sentence: 'The address %s is taken.' },
      { code: 'staff_busy', sentence: '%s already has %s at %s.' },
      { code: 'staff_busy', sentence: 'The instructor is already booked.' },
    ]);
  });
});

describe('answeredCodes and answeredSentences', () => {
  const source = `
    if (x) return refusal(403, 'forbidden', "You cannot see this client's cards.");
    return problem(
      c,
      401,
      'not_signed_in',
      'Sign in to pay.',
    );
    const forbidden = { status: 403, body: { code: 'forbidden', message: 'Only an owner.' } };
    class MoreThanOwed { readonly code = 'more_than_owed'; }
    super('payments_not_connected', 'No payments.');
    throw new CalendarAccountError('calendar_refused', \`\${url}: 403\`);
    return refusal(502, 'provider_refused', \`The card was not refunded: \${message}\`);`;

  it('finds the codes a server module answers with', () => {
    expect(answeredCodes(source)).toEqual([
      'calendar_refused',
      'forbidden',
      'more_than_owed',
      'not_signed_in',
      'payments_not_connected',
      'provider_refused',
    ]);
  });

  it('finds the sentences written beside them, a template value as %s', () => {
    expect(answeredSentences(source)).toEqual([
      { code: 'forbidden', sentence: "You cannot see this client's cards." },
      { code: 'not_signed_in', sentence: 'Sign in to pay.' },
      { code: 'provider_refused', sentence: 'The card was not refunded: %s' },
      { code: 'forbidden', sentence: 'Only an owner.' },
      { code: 'payments_not_connected', sentence: 'No payments.' },
    ]);
  });
});

describe('errorCatalogueProblems', () => {
  it('names the raised codes without a message, and the messages of no code nor literal id', () => {
    expect(
      errorCatalogueProblems({
        keys: ['slot_taken', 'more_than_owed', 'roleNotAllowed', 'slot_takn'],
        raised: ['slot_taken', 'session_full'],
        answered: ['more_than_owed'],
        named: ['roleNotAllowed'],
      }),
    ).toEqual({ missing: ['session_full'], unknown: ['slot_takn'] });
  });
});

describe('sentencesNotInCatalogue', () => {
  it('names the sentences of a code its message does not say', () => {
    const catalogue = {
      slug_taken: 'The address {slug} is already taken.',
      slot_taken:
        '{case, select, justTaken {That time was just taken.} other {That time is gone.}}',
    };
    expect(
      sentencesNotInCatalogue(catalogue, [
        { code: 'slug_taken', sentence: 'The address %s is already taken.' },
        { code: 'slot_taken', sentence: 'That time was just taken.' },
        { code: 'slot_taken', sentence: 'That time was taken.' },
        { code: 'not_in_the_catalogue', sentence: 'Anything.' },
      ]),
    ).toEqual([{ code: 'slot_taken', sentence: 'That time was taken.' }]);
  });
});

// The real codes: raised in db/ (migrations and the current functions), answered by the
// server's routes, and named by the SPA as whole literal ids.
const root = new URL('../../', import.meta.url);
const repository = new URL('../../../', import.meta.url);
const catalogues = new URL('./messages/', import.meta.url);

function filesUnder(folder: URL, pattern: RegExp, skip: readonly URL[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const url = new URL(entry.name + (entry.isDirectory() ? '/' : ''), folder);
    if (skip.some((skipped) => skipped.href === url.href)) return [];
    if (entry.isDirectory()) return filesUnder(url, pattern, skip);
    return pattern.test(entry.name) ? [url.href] : [];
  });
}

const read = (href: string) => readFileSync(new URL(href), 'utf8');
const sourceFile = /(?<!\.test)\.tsx?$/;

const db = new URL('db/', repository);
const functionsFolder = new URL('db/functions/', repository);
const server = new URL('server/', root);
// Only routes whose refusals a screen shows; the test provider speaks for Stripe, in its codes.
const shownRoutes = ['payments/', 'functions/', 'calendar/'].map((path) => new URL(path, server));
const testProvider = new URL('payments/test-provider/', server);

/** The app functions' SQL by name, for messages made by one (app.staff_busy_message). */
const appFunctions = Object.fromEntries(
  filesUnder(new URL('app/', functionsFolder), /\.sql$/).map((href) => [
    href.slice(href.lastIndexOf('/') + 1, -'.sql'.length),
    read(href),
  ]),
);

describe('the errors catalogue', () => {
  it('has a message for every code the database raises, and no message without a code', () => {
    const raised = filesUnder(db, /\.sql$/).flatMap((href) => raisedCodes(read(href)));
    const answered = filesUnder(server, sourceFile).flatMap((href) => answeredCodes(read(href)));
    const named = filesUnder(root, sourceFile, [catalogues])
      .flatMap((href) => [...namedIds(read(href), ['errors'])])
      .map((id) => id.slice('errors.'.length));
    expect(raised.length).toBeGreaterThan(80);
    expect(errorCatalogueProblems({ keys: Object.keys(english), raised, answered, named })).toEqual(
      { missing: [], unknown: [] },
    );
  });

  it("says each sentence of the database's functions in English, exactly", () => {
    const said = filesUnder(functionsFolder, /\.sql$/).flatMap((href) =>
      raisedSentences(read(href), appFunctions),
    );
    expect(said.length).toBeGreaterThan(150);
    expect(sentencesNotInCatalogue(english, said)).toEqual([]);
  });

  it("says each sentence of the server's routes that screens show, for the codes it has", () => {
    const said = shownRoutes
      .flatMap((folder) => filesUnder(folder, sourceFile, [testProvider]))
      .flatMap((href) => answeredSentences(read(href)));
    expect(said.length).toBeGreaterThan(20);
    expect(sentencesNotInCatalogue(english, said)).toEqual([]);
  });
});

// The SPA chooses a case by the server's English sentence: a language without one of English's
// cases would say its `other` sentence instead, which is a different refusal.
const { getMessageFormat } = createFormatters();
const select = 5;
function casesOf(message: string, locale: string): string[] {
  const [first] = getMessageFormat(message, locale).getAst() as {
    type: number;
    options?: Record<string, unknown>;
  }[];
  return first?.type === select ? Object.keys(first.options ?? {}).sort() : [];
}

describe('the errors catalogue in every language', () => {
  it.each(locales)("has English's cases in %s", async (locale) => {
    const translated = (
      (await import(`./messages/${locale}/errors.ts`)) as { default: Record<string, string> }
    ).default;
    const differing = Object.entries(english)
      .filter(
        ([key, message]) =>
          casesOf(translated[key] ?? '', locale).join() !== casesOf(message, 'en').join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});

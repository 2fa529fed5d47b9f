import { sentenceTexts } from './refusal-sentences.ts';

// The `errors` catalogue against the codes the server refuses with (docs/decisions/0058). The
// SPA names these messages at run time, by the code a refusal carries (`errors.slot_taken`),
// so the usage scan (catalogue-usage.ts) cannot see them; this reads the codes where they are
// raised instead: app.raise_error in db/, and the JSON answers of the server's own routes.

const code = `'([a-z][a-z0-9_]*)'`;

/** The codes an SQL file raises: `app.raise_error('slot_taken', …)`. */
export function raisedCodes(sql: string): string[] {
  const raised = new RegExp(`app\\.raise_error\\(\\s*${code}`, 'g');
  return [...new Set([...sql.matchAll(raised)].map((match) => match[1] as string))].sort();
}

/**
 * The codes a server module answers with: `refusal(409, 'code', …)`, `problem(c, 403, 'code',
 * …)`, `{ code: 'code', message }`, `readonly code = 'code'` and `super('code', message)`; and
 * a calendar provider's, `new CalendarAccountError('code', …)`, which the calendar screens show
 * as a connection's, a sync's or a write's error (src/server/calendar-sync/calendar-account.ts).
 */
export function answeredCodes(source: string): string[] {
  const patterns = [
    new RegExp(`\\b(?:refusal|problem)\\(\\s*(?:c,\\s*)?\\d{3},\\s*${code}`, 'g'),
    new RegExp(`\\bcode(?::|\\s*=)\\s*${code}`, 'g'),
    new RegExp(`\\bsuper\\(\\s*${code},`, 'g'),
    new RegExp(`\\bCalendarAccountError\\(\\s*${code},`, 'g'),
  ];
  const found = patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] as string),
  );
  return [...new Set(found)].sort();
}

/** A code and one sentence the server may say with it, `%s` where it writes a value. */
export interface CodeSentence {
  code: string;
  sentence: string;
}

/** An SQL string literal's text: 'It''s' → It's. */
const sqlText = (literal: string) => literal.slice(1, -1).replace(/''/g, "'");

// A sentence is a literal with a space in it that ends as one; the other literals of a call
// are values and formats ('pack', 'HH24:MI', ', ').
const isSentence = (text: string) => / /.test(text) && /[.!?]$/.test(text);

const withoutComments = (sql: string) => sql.replace(/^\s*--.*$/gm, '');

/** Where the call whose arguments start at `start` closes: its `)` outside any literal. */
function argumentEnd(sql: string, start: number): number {
  let depth = 1;
  for (let at = start; at < sql.length; at++) {
    if (sql[at] === "'") {
      // Past the literal, in which '' is a quote.
      at++;
      while (at < sql.length && !(sql[at] === "'" && sql[at + 1] !== "'")) {
        at += sql[at] === "'" ? 2 : 1;
      }
    } else if (sql[at] === '(') depth++;
    else if (sql[at] === ')' && --depth === 0) return at;
  }
  return sql.length;
}

/**
 * The sentences of each app.raise_error call of an SQL file: its message's literals (the
 * branches of a `case`, a `format` template with its `%s`), and those of an app function it
 * calls for the message (`functions`: the SQL of app.<name>, by name).
 */
export function raisedSentences(
  sql: string,
  functions: Readonly<Record<string, string>> = {},
): CodeSentence[] {
  const found: CodeSentence[] = [];
  const call = new RegExp(`app\\.raise_error\\(\\s*${code}\\s*,`, 'g');
  for (const match of sql.matchAll(call)) {
    const start = (match.index ?? 0) + match[0].length;
    const argument = sql.slice(start, argumentEnd(sql, start));
    const called = [...argument.matchAll(/\bapp\.(\w+)\(/g)].map(
      (used) => functions[used[1] as string] ?? '',
    );
    for (const text of [argument, ...called].map(withoutComments)) {
      for (const literal of text.match(/'(?:[^']|'')*'/g) ?? []) {
        const sentence = sqlText(literal);
        if (isSentence(sentence)) found.push({ code: match[1] as string, sentence });
      }
    }
  }
  return found;
}

/**
 * The sentences a server module answers with its codes, where both are written out in one
 * call: `refusal(409, 'code', 'Sentence.')`, `problem(c, 401, 'code', 'Sentence.')`, `{ code:
 * 'code', message: 'Sentence.' }`, `super('code', 'Sentence.')`; `${…}` in a template is `%s`.
 */
export function answeredSentences(source: string): CodeSentence[] {
  const text = `('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*"|\`[^\`]*\`)`;
  const patterns = [
    new RegExp(`\\b(?:refusal|problem)\\(\\s*(?:c,\\s*)?\\d{3},\\s*${code},\\s*${text}`, 'g'),
    new RegExp(`\\bcode:\\s*${code},\\s*message:\\s*${text}`, 'g'),
    new RegExp(`\\bsuper\\(\\s*${code},\\s*${text}`, 'g'),
  ];
  return patterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => ({
      code: match[1] as string,
      sentence: (match[2] as string)
        .slice(1, -1)
        .replace(/\\(.)/g, '$1')
        .replace(/\$\{[^}]*\}/g, '%s'),
    })),
  );
}

export interface ErrorCatalogueProblems {
  /** Codes raised in db/ that have no message. */
  missing: string[];
  /** Messages that are no code's the server uses, and that no code names as a literal id. */
  unknown: string[];
}

/**
 * The `errors` catalogue's keys against the codes: every code the database raises has its
 * message; every message is a code the database raises or the server answers, or is named
 * by code as a whole literal id (the SPA's explanations of SQLSTATEs and storage refusals).
 */
export function errorCatalogueProblems(options: {
  keys: readonly string[];
  raised: readonly string[];
  answered: readonly string[];
  named: readonly string[];
}): ErrorCatalogueProblems {
  const keys = new Set(options.keys);
  const known = new Set([...options.raised, ...options.answered, ...options.named]);
  return {
    missing: [...new Set(options.raised)].filter((code) => !keys.has(code)).sort(),
    unknown: options.keys.filter((key) => !known.has(key)).sort(),
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The sentences the server says with a code the catalogue has, that are none of its English
 * message's sentences (a `%s` of the server's stands for any value there).
 */
export function sentencesNotInCatalogue(
  english: Readonly<Record<string, string>>,
  said: readonly CodeSentence[],
): CodeSentence[] {
  return said.filter(({ code, sentence }) => {
    const message = english[code];
    if (message === undefined) return false;
    const pattern = new RegExp(`^${escaped(sentence).replace(/%s/g, '.+?')}$`, 's');
    return !sentenceTexts(message).some((text) => pattern.test(text));
  });
}

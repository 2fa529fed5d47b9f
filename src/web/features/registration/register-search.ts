import type { MessageId } from '@shared/i18n/message-ids.ts';
import * as z from 'zod/mini';

/**
 * Search params as the link carried them, as text. TanStack Router parses values as JSON first, so
 * `?service_id=123` arrives as a number; keeping it as text lets the screen call it malformed
 * rather than missing. This never throws: a bad link gets a clear message, not the error panel.
 */
const linkText = z.catch(z.optional(z.string()), (context) => JSON.stringify(context.value));

const privateOptionsSearch = z.object({ service_id: linkText });
const groupOptionsSearch = z.object({ service_id: linkText, booking_id: linkText });

type PrivateOptionsSearch = z.infer<typeof privateOptionsSearch>;
type GroupOptionsSearch = z.infer<typeof groupOptionsSearch>;

export function validatePrivateOptionsSearch(
  search: Record<string, unknown>,
): PrivateOptionsSearch {
  return privateOptionsSearch.parse(search);
}

export function validateGroupOptionsSearch(search: Record<string, unknown>): GroupOptionsSearch {
  return groupOptionsSearch.parse(search);
}

// PostgreSQL's uuid type takes any 8-4-4-4-12 hex text, version digit or not, and so does this.
const uuid = z.guid();

// What the screen says in place of its content, by id and what is wrong with it (register.ts).
const problems = {
  service: { missing: 'register.linkMissingService', malformed: 'register.linkInvalidService' },
  session: { missing: 'register.linkMissingSession', malformed: 'register.linkInvalidSession' },
  option: { missing: 'register.linkMissingOption', malformed: 'register.linkInvalidOption' },
} as const satisfies Record<string, Record<'missing' | 'malformed', MessageId>>;

type LinkIdKind = keyof typeof problems;

type LinkIds<K extends LinkIdKind> =
  { ok: true; ids: Record<K, string> } | { ok: false; problem: MessageId };

/**
 * Reads the ids a registration link needs, in the order given, and stops at the first one that is
 * missing or cannot be a UUID with the message the screen shows in its place (its id, put in
 * words by the screen: this also runs in the shell's guard, outside React).
 */
export function readLinkIds<K extends LinkIdKind>(
  texts: Record<K, string | undefined>,
): LinkIds<K> {
  const ids: Partial<Record<K, string>> = {};
  for (const kind of Object.keys(texts) as K[]) {
    const text = texts[kind]?.trim();
    if (!text) return { ok: false, problem: problems[kind].missing };
    const parsed = uuid.safeParse(text);
    if (!parsed.success) return { ok: false, problem: problems[kind].malformed };
    ids[kind] = parsed.data.toLowerCase();
  }
  return { ok: true, ids: ids as Record<K, string> };
}

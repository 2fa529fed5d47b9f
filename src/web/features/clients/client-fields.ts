import type { Words } from '@shared/i18n/words.ts';

/**
 * The rules a client record follows, as people type it in the form or a file. They are the
 * ones import_clients applies (db/migrations/0045_client_directory.sql), so the preview of an
 * import and the form say no to what the database would refuse, before anything is sent.
 */
export interface ClientFields {
  full_name: string;
  email: string;
  phone: string;
  /** 'YYYY-MM-DD' or empty. */
  birth_date: string;
  tags: string[];
  status: 'active' | 'archived';
}

export type ClientFieldProblems = Partial<Record<keyof ClientFields, string>>;

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const phonePattern = /^\+?[0-9 ().-]{3,40}$/;

// Each problem in the reader's words. phoneProblem and birthDateProblem are also the client's own
// profile's rules (client-profile/own-profile.ts): without words they speak English.

export function nameProblem(name: string, words: Words): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return words.formatMessage({ id: 'clients.nameMissing' });
  if (trimmed.length > 200) return words.formatMessage({ id: 'clients.nameTooLong' });
  return undefined;
}

export function emailProblem(email: string, words: Words): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return undefined;
  if (!emailPattern.test(trimmed) || trimmed.length > 254) {
    return words.formatMessage({ id: 'clients.emailInvalid' });
  }
  return undefined;
}

export function phoneProblem(phone: string, words: Words): string | undefined {
  const trimmed = phone.trim();
  if (trimmed === '') return undefined;
  if (!phonePattern.test(trimmed)) return words.formatMessage({ id: 'clients.phoneInvalid' });
  return undefined;
}

/** A real calendar day, not in the future (today in the viewer's calendar is close enough). */
export function birthDateProblem(
  date: string,
  words: Words,
  today = new Date(),
): string | undefined {
  const trimmed = date.trim();
  if (trimmed === '') return undefined;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const problem = words.formatMessage({ id: 'clients.birthDateInvalid' });
  if (!match) return problem;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1900 ||
    instant.getUTCMonth() !== month - 1 ||
    instant.getUTCDate() !== day ||
    instant.getTime() > today.getTime()
  ) {
    return problem;
  }
  return undefined;
}

export function tagsProblem(tags: string[], words: Words): string | undefined {
  if (tags.length > 20 || tags.some((tag) => tag.length > 40)) {
    return words.formatMessage({ id: 'clients.tagsInvalid' });
  }
  return undefined;
}

export function clientFieldProblems(fields: ClientFields, words: Words): ClientFieldProblems {
  const problems: ClientFieldProblems = {
    full_name: nameProblem(fields.full_name, words),
    email: emailProblem(fields.email, words),
    phone: phoneProblem(fields.phone, words),
    birth_date: birthDateProblem(fields.birth_date, words),
    tags: tagsProblem(fields.tags, words),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ClientFieldProblems;
}

/** Tags as typed in a file cell: split at ; or , trimmed, each once, in order. */
export function splitTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[;,]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
}

/** What the database stores for the fields: trimmed, empty as null, email in lower case. */
export function clientRecord(fields: ClientFields) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    full_name: fields.full_name.trim(),
    email: optional(fields.email)?.toLowerCase() ?? null,
    phone: optional(fields.phone),
    birth_date: optional(fields.birth_date),
    tags: fields.tags,
    status: fields.status,
  };
}

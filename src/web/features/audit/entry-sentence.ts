import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatDateTime } from '../tenancy/format-time';
import { formatMoney } from '../tenancy/format-money';
import { isSubject, subjectWords } from './trail-subjects';

/** What an entry's sentence needs of it (AuditEntry has it, and so do test entries). */
export interface TrailEntry {
  subject: string;
  action: string;
  before: unknown;
  after: unknown;
  client_name: string | null;
  service_name: string | null;
  booking_starts_at: string | null;
}

type Row = Record<string, unknown>;

const rowOf = (value: unknown): Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : {};

/** The entry's columns after the change (an insert's, an update's), else before it (a delete's). */
function lineOf(entry: TrailEntry): Row {
  return { ...rowOf(entry.before), ...rowOf(entry.after) };
}

/** Whether an update set a column to one of `values`. */
function setTo(entry: TrailEntry, column: string, values: readonly unknown[]): boolean {
  const after = rowOf(entry.after);
  return entry.action === 'update' && column in after && values.includes(after[column]);
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

interface Context {
  /** The business's time zone and currency. */
  zone: string;
  currency: string;
}

/**
 * What happened, in one sentence of the product's words: "Cancelled Chris Client's place in
 * Vinyasa Flow on Mon 14 Dec, 18:00", "Changed client Ines Moreau", "Added a note". Subjects
 * without sentences of their own say the action and the subject ("Changed service"), with the
 * record's name when the entry has it.
 */
export function entrySentence(entry: TrailEntry, words: Words, { zone, currency }: Context) {
  const say = words.formatMessage;
  const line = lineOf(entry);
  const action = entry.action;
  const client = entry.client_name ?? text(line.full_name) ?? say({ id: 'audit.someClient' });
  const startsAt = entry.booking_starts_at ?? text(line.starts_at);
  const service = entry.service_name ?? say({ id: 'audit.someSession' });
  const session = {
    client,
    session: startsAt
      ? say(
          { id: 'audit.sessionOn' },
          { service, when: formatDateTime(startsAt, zone, words.locale) },
        )
      : service,
  };
  const byAction = (ids: { insert: MessageId; update: MessageId; delete: MessageId }) =>
    action === 'insert' ? ids.insert : action === 'delete' ? ids.delete : ids.update;

  switch (entry.subject) {
    case 'booking': {
      const id: MessageId = setTo(entry, 'status', ['cancelled'])
        ? 'audit.bookingCancelled'
        : action === 'update' && 'starts_at' in rowOf(entry.after)
          ? 'audit.bookingMoved'
          : byAction({
              insert: 'audit.bookingAdded',
              update: 'audit.bookingChanged',
              delete: 'audit.bookingRemoved',
            });
      return say({ id }, session);
    }
    case 'place': {
      if (action === 'insert') {
        return say({ id: 'audit.placeAdded' }, { ...session, status: String(line.status) });
      }
      const id: MessageId = setTo(entry, 'status', ['cancelled'])
        ? 'audit.placeCancelled'
        : setTo(entry, 'status', ['late_cancelled'])
          ? 'audit.placeLateCancelled'
          : setTo(entry, 'status', ['no_show'])
            ? 'audit.placeNoShow'
            : setTo(entry, 'status', ['confirmed'])
              ? 'audit.placeConfirmed'
              : setTo(entry, 'status', ['offered'])
                ? 'audit.placeOffered'
                : action === 'delete'
                  ? 'audit.placeRemoved'
                  : 'audit.placeChanged';
      return say({ id }, session);
    }
    case 'attendance': {
      if (action === 'insert') {
        return say({ id: 'audit.checkedIn' }, { ...session, status: String(line.status) });
      }
      return say(
        { id: action === 'delete' ? 'audit.checkInUndone' : 'audit.checkInChanged' },
        session,
      );
    }
    case 'client': {
      const id: MessageId = setTo(entry, 'status', ['archived'])
        ? 'audit.clientArchived'
        : setTo(entry, 'status', ['active'])
          ? 'audit.clientRestored'
          : byAction({
              insert: 'audit.clientAdded',
              update: 'audit.clientChanged',
              delete: 'audit.clientRemoved',
            });
      return say({ id }, { client });
    }
    case 'note': {
      const id: MessageId = setTo(entry, 'pinned', [true])
        ? 'audit.notePinned'
        : setTo(entry, 'pinned', [false])
          ? 'audit.noteUnpinned'
          : byAction({
              insert: 'audit.noteAdded',
              update: 'audit.noteChanged',
              delete: 'audit.noteRemoved',
            });
      return say({ id });
    }
    case 'transaction': {
      if (action !== 'insert') {
        return say({
          id: action === 'delete' ? 'audit.transactionRemoved' : 'audit.transactionChanged',
        });
      }
      const minor = typeof line.amount_minor === 'number' ? line.amount_minor : 0;
      return say(
        { id: 'audit.transactionAdded' },
        {
          kind: String(line.kind),
          amount: formatMoney(minor, text(line.currency) ?? currency, words.locale),
        },
      );
    }
    default: {
      const what = isSubject(entry.subject)
        ? say({ id: subjectWords[entry.subject] })
        : entry.subject;
      const sentence = say(
        { id: 'audit.otherChange' },
        { action: action === 'insert' || action === 'delete' ? action : 'update', what },
      );
      const name = recordName(line);
      return name === undefined ? sentence : say({ id: 'audit.named' }, { sentence, name });
    }
  }
}

/** The name a row goes by, when the entry holds it: a service's, a staff member's, a template's. */
function recordName(line: Row): string | undefined {
  return (
    text(line.name) ??
    text(line.display_name) ??
    text(line.title) ??
    text(line.full_name) ??
    text(line.email) ??
    text(line.url)
  );
}

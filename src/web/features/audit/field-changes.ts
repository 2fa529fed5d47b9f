import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { formatMoney } from '../tenancy/format-money';
import type { TrailEntry } from './entry-sentence';

/** One changed column of an entry, its values in words; `before` or `after` null when none. */
export interface FieldChange {
  column: string;
  label: string;
  before: string | null;
  after: string | null;
}

// The columns of the audited tables people recognise, by name (a column of the same name means
// the same in every table). Any other column is shown by its raw name and its JSON value.
const fieldWords: Record<string, MessageId> = {
  status: 'audit.fieldStatus',
  starts_at: 'audit.fieldStartsAt',
  ends_at: 'audit.fieldEndsAt',
  staff_id: 'audit.fieldStaff',
  service_id: 'audit.fieldService',
  client_id: 'audit.fieldClient',
  booking_id: 'audit.fieldSession',
  option_id: 'audit.fieldOption',
  capacity: 'audit.fieldCapacity',
  location: 'audit.fieldLocation',
  cancelled_at: 'audit.fieldCancelledAt',
  cancel_reason: 'audit.fieldCancelReason',
  cancelled_by: 'audit.fieldCancelledBy',
  rescheduled_at: 'audit.fieldRescheduledAt',
  waitlist_position: 'audit.fieldWaitlistPosition',
  hold_expires_at: 'audit.fieldHoldExpiresAt',
  offer_expires_at: 'audit.fieldOfferExpiresAt',
  checked_in_at: 'audit.fieldCheckedInAt',
  method: 'audit.fieldMethod',
  full_name: 'audit.fieldFullName',
  email: 'audit.fieldEmail',
  phone: 'audit.fieldPhone',
  birth_date: 'audit.fieldBirthDate',
  tags: 'audit.fieldTags',
  reminders_off: 'audit.fieldRemindersOff',
  texts_off: 'audit.fieldTextsOff',
  body: 'audit.fieldBody',
  pinned: 'audit.fieldPinned',
  kind: 'audit.fieldKind',
  amount_minor: 'audit.fieldAmount',
  price_minor: 'audit.fieldPrice',
  currency: 'audit.fieldCurrency',
  credits: 'audit.fieldCredits',
  note: 'audit.fieldNote',
  expires_at: 'audit.fieldExpiresAt',
  name: 'audit.fieldName',
  display_name: 'audit.fieldName',
  title: 'audit.fieldTitle',
  description: 'audit.fieldDescription',
  duration_minutes: 'audit.fieldDuration',
  active: 'audit.fieldActive',
  role: 'audit.fieldRole',
  created_at: 'audit.fieldCreatedAt',
  plan_id: 'audit.fieldPlan',
  next_plan_id: 'audit.fieldNextPlan',
  subscription_id: 'audit.fieldMembership',
  template_id: 'audit.fieldDocument',
  calendar_id: 'audit.fieldCalendar',
};

// Columns holding the id of something the business named, shown by that name as it is now (the
// entry's `names`, from public.audit_trail), or as removed.
const namedColumns = new Set([
  'staff_id',
  'service_id',
  'client_id',
  'option_id',
  'plan_id',
  'next_plan_id',
  'subscription_id',
  'template_id',
  'calendar_id',
]);

// Columns whose values are the product's own words (statuses, kinds, ways of paying).
const wordedColumns = new Set(['status', 'kind', 'method', 'cancelled_by', 'role']);

// Every entry has them, and they never change: the business and the row's own id; and the
// key that keeps a request from being applied twice, which means nothing to a reader.
const unshownColumns = new Set(['tenant_id', 'id', 'idempotency_key']);

const isInstantColumn = (column: string) => column.endsWith('_at');

type Row = Record<string, unknown>;

const rowOf = (value: unknown): Row | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Row) : null;

interface Context {
  zone: string;
  /** The business's currency, for money in a table without a currency column. */
  currency: string;
}

/** An entry with the names of what its changed columns point at, by id. */
export interface NamedTrailEntry extends TrailEntry {
  names: unknown;
}

/**
 * The changed columns of an entry, in the order the row has them: an insert's new values, a
 * delete's removed ones, an update's before and after. Known columns have their label and
 * values in words (times in the business's zone, money with its currency, yes or no, the name
 * of a staff member, service, client … rather than their id).
 */
export function fieldChanges(
  entry: NamedTrailEntry,
  words: Words,
  context: Context,
): FieldChange[] {
  const before = rowOf(entry.before);
  const after = rowOf(entry.after);
  const names = rowOf(entry.names) ?? {};
  const columns = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const currency = (row: Row | null) =>
    typeof row?.currency === 'string' ? row.currency : context.currency;
  return columns
    .filter((column) => !unshownColumns.has(column))
    .map((column) => {
      const known = fieldWords[column];
      const value = (row: Row | null) => {
        if (row === null || !(column in row)) return null;
        const raw = row[column];
        if (column === 'booking_id' && typeof raw === 'string')
          return sessionWords(entry, words, context);
        if (namedColumns.has(column) && typeof raw === 'string') {
          const name = names[raw];
          return typeof name === 'string'
            ? name
            : words.formatMessage({ id: 'audit.valueRemoved' });
        }
        return known
          ? fieldValue(column, raw, words, { zone: context.zone, currency: currency(row) })
          : JSON.stringify(raw);
      };
      return {
        column,
        label: known ? words.formatMessage({ id: known }) : column,
        before: value(before),
        after: value(after),
      };
    });
}

/** The session a place belongs to, the entry's own: its service and start, or removed. */
function sessionWords(entry: TrailEntry, words: Words, context: Context): string {
  if (entry.service_name === null || entry.booking_starts_at === null)
    return words.formatMessage({ id: 'audit.valueRemoved' });
  return words.formatMessage(
    { id: 'audit.valueSession' },
    {
      service: entry.service_name,
      when: trailTime(entry.booking_starts_at, context.zone, words.locale),
    },
  );
}

/** A known column's value in words. */
export function fieldValue(column: string, value: unknown, words: Words, context: Context) {
  if (value === null || value === undefined || value === '') {
    return words.formatMessage({ id: 'audit.valueNone' });
  }
  if (typeof value === 'boolean') {
    return words.formatMessage({ id: value ? 'audit.valueYes' : 'audit.valueNo' });
  }
  if (typeof value === 'number' && column.endsWith('_minor')) {
    return formatMoney(value, context.currency, words.locale);
  }
  if (typeof value === 'string' && isInstantColumn(column) && !Number.isNaN(Date.parse(value))) {
    return trailTime(value, context.zone, words.locale);
  }
  if (typeof value === 'string' && wordedColumns.has(column)) {
    return words.formatMessage({ id: 'audit.value' }, { value });
  }
  if (typeof value === 'number') return new Intl.NumberFormat(words.locale).format(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    return value.length === 0
      ? words.formatMessage({ id: 'audit.valueNone' })
      : words.formatList(value, { type: 'unit' });
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An instant in the business's zone with its year, as the trail spans years: "14 Dec 2026, 18:00". */
export function trailTime(instant: string, zone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(instant));
}

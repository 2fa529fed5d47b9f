import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import type { CsvColumn } from '../data/csv';
import { formatMoney } from '../tenancy/format-money';
import { kindWords, methodWords } from './ledger-search';
import type { LedgerEntry } from './queries';

/**
 * What an entry moved, as the desk reads it: money into the till is plain, money out (refunds,
 * adjustments against the client) has a minus sign; credit movements count classes, not money.
 */
export function entryAmount(entry: LedgerEntry, words: Words): string {
  switch (entry.kind) {
    case 'credit_grant':
      return entry.credits === null
        ? words.formatMessage({ id: 'money.unlimitedPass' })
        : words.formatMessage({ id: 'money.creditsGranted' }, { count: entry.credits });
    case 'credit_use':
      return words.formatMessage({ id: 'money.creditUsed' });
    case 'credit_return':
      return words.formatMessage({ id: 'money.creditReturned' });
    case 'refund':
      return formatMoney(-entry.amount_minor, entry.currency, words.locale);
    default:
      return formatMoney(entry.amount_minor, entry.currency, words.locale);
  }
}

/** Major units with a dot, as spreadsheets read them ("12.50"), whatever the viewer's language. */
export function majorUnits(minor: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  const sign = minor < 0 ? '-' : '';
  const whole = Math.abs(minor);
  if (digits === 0) return `${sign}${whole}`;
  const scale = 10 ** digits;
  return `${sign}${Math.floor(whole / scale)}.${String(whole % scale).padStart(digits, '0')}`;
}

/**
 * The export's columns: instants in UTC ISO form and amounts in major units, for machines; the
 * headers, kinds and methods in the reader's words, for the people who open it.
 */
export function ledgerCsvColumns(zone: string, words: Words): CsvColumn<LedgerEntry>[] {
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const say = (id: MessageId) => words.formatMessage({ id });
  return [
    { header: say('money.csvDate'), value: (entry) => local.format(new Date(entry.created_at)) },
    { header: say('money.csvClient'), value: (entry) => entry.client.full_name },
    { header: say('money.csvKind'), value: (entry) => say(kindWords[entry.kind]) },
    {
      header: say('money.csvMethod'),
      value: (entry) => (entry.method ? say(methodWords[entry.method]) : ''),
    },
    {
      header: say('money.csvAmount'),
      value: (entry) => majorUnits(entry.amount_minor, entry.currency),
    },
    { header: say('money.csvCurrency'), value: (entry) => entry.currency },
    { header: say('money.csvCredits'), value: (entry) => entry.credits },
    { header: say('money.csvNote'), value: (entry) => entry.note },
    { header: say('money.csvRecordedAt'), value: (entry) => entry.created_at },
    { header: say('money.csvTransactionId'), value: (entry) => entry.id },
  ];
}

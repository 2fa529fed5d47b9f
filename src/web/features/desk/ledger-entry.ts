import type { CsvColumn } from '../data/csv';
import { formatMoney, minusSign } from '../tenancy/format-money';
import { kindLabels, methodLabels } from './ledger-search';
import type { LedgerEntry } from './queries';

/**
 * What an entry moved, as the desk reads it: money into the till is plain, money out (refunds,
 * adjustments against the client) has a minus sign; credit movements count classes, not money.
 */
export function entryAmount(entry: LedgerEntry, locale?: string): string {
  switch (entry.kind) {
    case 'credit_grant':
      return entry.credits === null ? 'Unlimited pass' : `${entry.credits} credits`;
    case 'credit_use':
      return `${minusSign}1 credit`;
    case 'credit_return':
      return '+1 credit';
    case 'refund':
      return formatMoney(-entry.amount_minor, entry.currency, locale);
    default:
      return formatMoney(entry.amount_minor, entry.currency, locale);
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

/** The export's columns: instants in UTC ISO form and amounts in major units, for machines. */
export function ledgerCsvColumns(zone: string): CsvColumn<LedgerEntry>[] {
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return [
    { header: 'Date', value: (entry) => local.format(new Date(entry.created_at)) },
    { header: 'Client', value: (entry) => entry.client.full_name },
    { header: 'Kind', value: (entry) => kindLabels[entry.kind] },
    { header: 'Method', value: (entry) => (entry.method ? methodLabels[entry.method] : '') },
    { header: 'Amount', value: (entry) => majorUnits(entry.amount_minor, entry.currency) },
    { header: 'Currency', value: (entry) => entry.currency },
    { header: 'Credits', value: (entry) => entry.credits },
    { header: 'Note', value: (entry) => entry.note },
    { header: 'Recorded at (UTC)', value: (entry) => entry.created_at },
    { header: 'Transaction ID', value: (entry) => entry.id },
  ];
}

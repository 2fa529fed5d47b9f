import type { MessageId } from '@shared/i18n/message-ids.ts';
import { z } from 'zod';
import { addDays, zonedInstant } from '../tenancy/zoned-time';

export const ledgerKinds = [
  'charge',
  'payment',
  'refund',
  'adjustment',
  'credit_grant',
  'credit_use',
  'credit_return',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

export const ledgerMethods = ['cash', 'card', 'bank_transfer', 'other'] as const;
export type LedgerMethod = (typeof ledgerMethods)[number];

/** Each kind of entry in the reader's words (messages/<locale>/money.ts). */
export const kindWords = {
  charge: 'money.kindCharge',
  payment: 'money.kindPayment',
  refund: 'money.kindRefund',
  adjustment: 'money.kindAdjustment',
  credit_grant: 'money.kindCreditGrant',
  credit_use: 'money.kindCreditUse',
  credit_return: 'money.kindCreditReturn',
} as const satisfies Record<LedgerKind, MessageId>;

/** Each way of paying in the reader's words. */
export const methodWords = {
  cash: 'money.methodCash',
  card: 'money.methodCard',
  bank_transfer: 'money.methodBankTransfer',
  other: 'money.methodOther',
} as const satisfies Record<LedgerMethod, MessageId>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/**
 * The transactions screen's filters as search params, so a filtered ledger is a link. Bad
 * values fall back to "no filter" rather than an error page: links get typed and pasted.
 */
export const ledgerSearchSchema = z.object({
  from: day,
  to: day,
  kind: z.enum(ledgerKinds).optional().catch(undefined),
  method: z.enum(ledgerMethods).optional().catch(undefined),
  q: z.string().max(100).optional().catch(undefined),
  sort: z.enum(['newest', 'oldest']).optional().catch(undefined),
  page: z.number().int().min(1).optional().catch(undefined),
});
export type LedgerSearch = z.infer<typeof ledgerSearchSchema>;

export const ledgerPageSize = 25;

/**
 * A person's search text made safe for a PostgREST filter: the characters that are wildcards
 * (`%`, `_`, `*`) or separators (`,`, `(`, `)`, `\`) in a filter are dropped, so the text is
 * matched as typed, the same way by the list and by ledger_totals.
 */
export function searchText(text: string | undefined): string {
  return (text ?? '')
    .replace(/[%_*,()\\"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The filters as the database wants them: local days of the business become instants. */
export interface LedgerFilter {
  from: string | null;
  to: string | null;
  kind: LedgerKind | null;
  method: LedgerMethod | null;
  search: string;
}

export function ledgerFilter(search: LedgerSearch, zone: string): LedgerFilter {
  return {
    from: search.from ? zonedInstant(zone, search.from).toISOString() : null,
    // "To" is a whole day, so the range ends when the next day starts.
    to: search.to ? zonedInstant(zone, addDays(search.to, 1)).toISOString() : null,
    kind: search.kind ?? null,
    method: search.method ?? null,
    search: searchText(search.q),
  };
}

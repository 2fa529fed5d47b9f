import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';

/**
 * A client's ledger as the transactions tab shows it: newest first, each entry with the
 * balance right after it. The balance is worked back from today's (client_balances), so a
 * screen that shows only the latest entries still shows true figures.
 */
export type LedgerKind =
  'charge' | 'payment' | 'refund' | 'adjustment' | 'credit_grant' | 'credit_use' | 'credit_return';

export interface LedgerEntry {
  id: string;
  kind: LedgerKind;
  amount_minor: number;
  credits: number | null;
  refund_of: string | null;
  created_at: string;
}

export interface LedgerLine<Entry extends LedgerEntry> {
  entry: Entry;
  /** The entry's effect on the balance: positive in the client's favour. */
  effect: number;
  balanceAfter: number;
  /** For a payment: what may still be refunded of it. */
  refundable: number | null;
}

/** How an entry moves the balance; the same sums as the client_balances view. */
export function balanceEffect(entry: Pick<LedgerEntry, 'kind' | 'amount_minor'>): number {
  switch (entry.kind) {
    case 'payment':
    case 'adjustment':
      return entry.amount_minor;
    case 'charge':
    case 'refund':
      return -entry.amount_minor;
    default:
      return 0;
  }
}

/** `entries` newest first; `balance` the client's balance now. */
export function ledgerLines<Entry extends LedgerEntry>(
  entries: Entry[],
  balance: number,
): LedgerLine<Entry>[] {
  const refunded = new Map<string, number>();
  for (const entry of entries) {
    if (entry.kind === 'refund' && entry.refund_of) {
      refunded.set(entry.refund_of, (refunded.get(entry.refund_of) ?? 0) + entry.amount_minor);
    }
  }
  let after = balance;
  return entries.map((entry) => {
    const effect = balanceEffect(entry);
    const line = {
      entry,
      effect,
      balanceAfter: after,
      refundable:
        entry.kind === 'payment' ? entry.amount_minor - (refunded.get(entry.id) ?? 0) : null,
    };
    after -= effect;
    return line;
  });
}

/** Each kind of entry in words (the transactions tab's "Entry" column). */
export const ledgerKindLabels = {
  charge: 'clients.ledgerCharge',
  payment: 'clients.ledgerPayment',
  refund: 'clients.ledgerRefund',
  adjustment: 'clients.ledgerAdjustment',
  credit_grant: 'clients.ledgerCreditGrant',
  credit_use: 'clients.ledgerCreditUse',
  credit_return: 'clients.ledgerCreditReturn',
} as const satisfies Record<LedgerKind, MessageId>;

/** How money taken at the desk was paid: the value stored, and its words. */
export const paymentMethods = [
  { value: 'card', label: 'clients.methodCard' },
  { value: 'cash', label: 'clients.methodCash' },
  { value: 'bank_transfer', label: 'clients.methodBankTransfer' },
  { value: 'other', label: 'clients.methodOther' },
] as const satisfies readonly { value: string; label: MessageId }[];

/** A payment's method in words; empty when it has none (or one no longer offered). */
export function methodLabel(method: string | null, words: Words): string {
  const option = paymentMethods.find((candidate) => candidate.value === method);
  return option ? words.formatMessage({ id: option.label }) : '';
}

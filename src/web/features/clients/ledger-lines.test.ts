import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceEffect, ledgerLines, type LedgerEntry } from './ledger-lines';

const entry = (
  id: string,
  kind: LedgerEntry['kind'],
  amount_minor: number,
  refund_of = null as string | null,
): LedgerEntry => ({
  id,
  kind,
  amount_minor,
  credits: null,
  refund_of,
  created_at: '2026-01-01T00:00:00Z',
});

describe('ledgerLines', () => {
  it('works the balance back from today, newest first', () => {
    // Oldest to newest: a charge of 60, a payment of 15, a refund of 5 of it.
    const newestFirst = [
      entry('r', 'refund', 500, 'p'),
      entry('p', 'payment', 1500),
      entry('c', 'charge', 6000),
    ];
    const lines = ledgerLines(newestFirst, -5000);
    expect(lines.map((line) => [line.entry.id, line.effect, line.balanceAfter])).toEqual([
      ['r', -500, -5000],
      ['p', 1500, -4500],
      ['c', -6000, -6000],
    ]);
    expect(lines[1]?.refundable).toBe(1000);
    expect(lines[0]?.refundable).toBeNull();
  });

  it('ends, for a full ledger, where the client started: at zero', () => {
    const kinds = ['charge', 'payment', 'refund', 'adjustment', 'credit_use'] as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...kinds), fc.integer({ min: 1, max: 100_000 }))),
        (items) => {
          const entries = items.map(([kind, amount], index) => entry(String(index), kind, amount));
          const balance = entries.reduce((sum, item) => sum + balanceEffect(item), 0);
          const lines = ledgerLines(entries, balance);
          const last = lines.at(-1);
          if (last) expect(last.balanceAfter - last.effect).toBe(0);
        },
      ),
    );
  });
});

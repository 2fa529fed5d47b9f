import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { toCsv } from '../data/csv';
import { entryAmount, ledgerCsvColumns, majorUnits } from './ledger-entry';
import type { LedgerEntry } from './queries';

const entry = (change: Partial<LedgerEntry>): LedgerEntry => ({
  id: 't1',
  created_at: '2026-07-01T23:30:00Z',
  kind: 'payment',
  amount_minor: 1250,
  currency: 'GBP',
  method: 'card',
  credits: null,
  note: '',
  client_id: 'c1',
  client: { full_name: 'Chris Client' },
  ...change,
});

const en = wordsIn('en', 'en-GB');

describe('entryAmount', () => {
  it('signs money out and counts credits', () => {
    expect(entryAmount(entry({}), en)).toBe('£12.50');
    expect(entryAmount(entry({ kind: 'refund', amount_minor: 300 }), en)).toBe('−£3.00');
    expect(entryAmount(entry({ kind: 'adjustment', amount_minor: -200 }), en)).toBe('−£2.00');
    expect(entryAmount(entry({ kind: 'credit_grant', amount_minor: 0, credits: 10 }), en)).toBe(
      '10 credits',
    );
    expect(entryAmount(entry({ kind: 'credit_grant', amount_minor: 0 }), en)).toBe(
      'Unlimited pass',
    );
    expect(entryAmount(entry({ kind: 'credit_use', amount_minor: 0, credits: 1 }), en)).toBe(
      '−1 credit',
    );
    expect(entryAmount(entry({ kind: 'credit_return', amount_minor: 0, credits: 1 }), en)).toBe(
      '+1 credit',
    );
  });
});

describe('majorUnits', () => {
  it('writes minor units as the currency has them', () => {
    expect(majorUnits(1205, 'GBP')).toBe('12.05');
    expect(majorUnits(-5, 'EUR')).toBe('-0.05');
    expect(majorUnits(1500, 'JPY')).toBe('1500');
  });
});

describe('ledgerCsvColumns', () => {
  it("writes the date in the business's zone and quotes what needs it", () => {
    const csv = toCsv([entry({ note: 'Paid, thanks "A"' })], ledgerCsvColumns('Europe/London', en));
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(
      'Date,Client,Kind,Method,Amount,Currency,Credits,Note,Recorded at (UTC),Transaction ID',
    );
    expect(row).toBe(
      '2026-07-02 00:30,Chris Client,Payment,Card,12.50,GBP,,"Paid, thanks ""A""",2026-07-01T23:30:00Z,t1',
    );
  });
});

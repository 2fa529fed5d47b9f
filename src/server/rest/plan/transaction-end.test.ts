import { describe, expect, it } from 'vitest';
import { transactionOutcome } from './transaction-end.ts';

describe('transactionOutcome', () => {
  it('ignores Prefer: tx= unless the setting allows an override', () => {
    expect(transactionOutcome('commit', 'rollback')).toEqual({
      rollback: false,
      applied: undefined,
    });
    expect(transactionOutcome('rollback', 'commit')).toEqual({
      rollback: true,
      applied: undefined,
    });
  });

  it('lets the preference decide when overrides are allowed', () => {
    expect(transactionOutcome('commit-allow-override', 'rollback')).toEqual({
      rollback: true,
      applied: 'rollback',
    });
    expect(transactionOutcome('rollback-allow-override', 'commit')).toEqual({
      rollback: false,
      applied: 'commit',
    });
  });

  it("falls back to the setting's own end without a preference", () => {
    expect(transactionOutcome('commit-allow-override', undefined).rollback).toBe(false);
    expect(transactionOutcome('rollback-allow-override', undefined).rollback).toBe(true);
  });
});

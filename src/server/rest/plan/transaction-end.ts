/** PostgREST's `db-tx-end`: how a request's transaction ends, and whether `Prefer: tx=` may change it. */
export const transactionEnds = [
  'commit',
  'commit-allow-override',
  'rollback',
  'rollback-allow-override',
] as const;
export type TransactionEnd = (typeof transactionEnds)[number];

export interface TransactionOutcome {
  rollback: boolean;
  /** The `tx=` preference honoured, echoed in Preference-Applied; undefined when not allowed. */
  applied: 'commit' | 'rollback' | undefined;
}

/**
 * Without `-allow-override` PostgREST ignores `Prefer: tx=` altogether (it is neither applied nor
 * an invalid preference); with it, the preference wins over the setting's own end.
 */
export function transactionOutcome(
  setting: TransactionEnd,
  preference: 'commit' | 'rollback' | undefined,
): TransactionOutcome {
  const applied = setting.endsWith('-allow-override') ? preference : undefined;
  const rollback = applied === undefined ? setting.startsWith('rollback') : applied === 'rollback';
  return { rollback, applied };
}

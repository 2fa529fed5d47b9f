import { describe, expect, it } from 'vitest';
import type { RecordedChange } from './change-payload.ts';
import { judgeStatements, type Wants } from './change-sights.ts';

const change = (n: number, table = 'clients'): RecordedChange => ({
  id: BigInt(n),
  table,
  kind: 'INSERT',
  record: { id: n },
  oldRecord: null,
  commitTimestamp: '2026-01-01T00:00:00.000Z',
});

const want = (sub: string, changes: number[]): Wants => ({
  identity: { role: 'authenticated', claims: { sub }, headers: { 'x-app': sub } },
  changes,
});

describe('judgeStatements', () => {
  const changes = [change(10), change(11, 'my "notes"'), change(12), change(13)];

  it('puts `size` identities in each statement, in order, leaving out those that want nothing', () => {
    const wants = ['a', 'b', 'x', 'c', 'd', 'e'].map((sub) => want(sub, sub === 'x' ? [] : [0]));
    const statements = judgeStatements(changes, wants, 2);
    expect(statements.map((s) => s.wantOf)).toEqual([[0, 1], [3, 4], [5]]);
    expect(
      statements.map((s) => s.identities.map((i) => (i.claims as { sub: string }).sub)),
    ).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(statements[2]?.identities[0]).toEqual({
      role: 'authenticated',
      claims: { sub: 'e' },
      headers: { 'x-app': 'e' },
      wanted: [1],
    });
  });

  it('sends each statement only the changes its identities want, numbered from 1 in it', () => {
    const [first, second] = judgeStatements(
      changes,
      [want('a', [3, 1]), want('b', [1]), want('c', [2])],
      2,
    );
    expect(first?.changeOf).toEqual([1, 3]);
    expect(first?.items).toEqual([
      { t: 'public."my ""notes"""', new: { id: 11 }, old: null },
      { t: 'public."clients"', new: { id: 13 }, old: null },
    ]);
    expect(first?.identities.map((i) => i.wanted)).toEqual([[2, 1], [1]]);
    expect(second?.changeOf).toEqual([2]);
    expect(second?.identities[0]?.wanted).toEqual([1]);
  });

  it('makes no statement when nobody wants anything', () => {
    expect(judgeStatements(changes, [])).toEqual([]);
    expect(judgeStatements(changes, [want('a', [])])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Queryable } from './database.ts';
import {
  isStatementTimeout,
  refusingOverruns,
  StatementTimeoutError,
} from './statement-timeouts.ts';

/** A connection whose every statement takes `ms` on a clock the test moves. */
function slowConnection(ms: number) {
  let clock = 0;
  const ran: string[] = [];
  const connection: Queryable = {
    async query<Row>(sql: string) {
      ran.push(sql);
      clock += ms;
      return { rows: [{ ok: true } as Row], affectedRows: 0 };
    },
    async exec(sql) {
      ran.push(sql);
      clock += ms;
    },
  };
  return { connection, ran, now: () => clock };
}

describe('refusingOverruns', () => {
  it('answers a statement that took as long as allowed, or less', async () => {
    const { connection, now } = slowConnection(300);
    const bounded = refusingOverruns(connection, 300, now);
    expect((await bounded.query('select 1')).rows).toEqual([{ ok: true }]);
    await expect(bounded.exec('select 1')).resolves.toBeUndefined();
  });

  it('refuses, as PostgreSQL words it, a statement that took longer', async () => {
    const { connection, ran, now } = slowConnection(301);
    const bounded = refusingOverruns(connection, 300, now);
    await expect(bounded.query('select 1')).rejects.toThrow(StatementTimeoutError);
    await expect(bounded.exec('select 2')).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    // The statement ran: PGlite cannot stop it, only refuse its answer.
    expect(ran).toEqual(['select 1', 'select 2']);
  });

  it('bounds nothing when the role has no limit', async () => {
    const { connection, now } = slowConnection(60_000);
    expect(refusingOverruns(connection, 0, now)).toBe(connection);
  });
});

describe('isStatementTimeout', () => {
  it("knows a cancelled statement by PostgreSQL's code, and nothing else", () => {
    expect(isStatementTimeout(new StatementTimeoutError())).toBe(true);
    expect(isStatementTimeout(Object.assign(new Error('x'), { code: '57014' }))).toBe(true);
    expect(isStatementTimeout(Object.assign(new Error('x'), { code: '57P01' }))).toBe(false);
    expect(isStatementTimeout({ code: '57014' })).toBe(false);
    expect(isStatementTimeout(undefined)).toBe(false);
  });
});

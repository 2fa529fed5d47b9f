import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsolationFixture,
  type ActorName,
} from '../../../src/server/test-support/isolation-fixture.ts';
import { isolationRows } from '../../../src/server/test-support/isolation-rows.ts';
import { startTestServerOn } from '../../../src/server/test-support/start-test-server.ts';
import { testDatabaseKinds } from '../../../src/server/test-support/test-database.ts';
import { paymentsEnv } from '../../../src/server/test-support/test-payments.ts';
import { addCalendarRows } from '../isolation/calendar-rows.ts';
import { addMembershipRows } from '../isolation/membership-rows.ts';
import { operationCases } from '../isolation/operation-cases.ts';
import { addWebhookRows } from '../isolation/webhook-cases.ts';
import { tableCases, type Operation } from '../isolation/write-cases.ts';
import { auditedTables, countChanges, type AuditedTable } from './change-counter.ts';
import { volatileFunctions, writableRelations } from './screen-writes.ts';
import {
  functionCases,
  unauditedFunctions,
  walkedFunctions,
  type FunctionCase,
  type Walk,
} from './walk-functions.ts';
import { cascadingRemovals, tableWrites, unauditedWrites, type TableWrite } from './walk-tables.ts';

// Issue 38, point 5: every way a screen changes data (the public schema's volatile functions a
// request role may execute, and every write a signed-in user may make to a public table),
// made as the screen's caller makes it, leaves exactly one audit entry per row it changed,
// with the right subject, action, record and changed columns; and nothing else. The walk's
// cases are in walk-functions.ts and walk-tables.ts; the counter in change-counter.ts. The
// business is the isolation matrix's (one server and one fixture per database).

describe.each(testDatabaseKinds)('one audit entry per change on %s', (kind) => {
  const walk = {} as Walk;
  let tables: AuditedTable[];
  beforeAll(async () => {
    // The calendar workers would try the fixture's calendars and change their rows meanwhile.
    walk.server = await startTestServerOn(kind, { ...paymentsEnv, CALENDAR_WORKERS: '0' });
    walk.fixture = await buildIsolationFixture(walk.server);
    for (const tenant of [walk.fixture.a, walk.fixture.b]) {
      await addMembershipRows(walk.server, tenant, isolationRows(walk.server, tenant));
      await addCalendarRows(walk.server, tenant, isolationRows(walk.server, tenant));
      await addWebhookRows(walk.server, tenant);
    }
    walk.rows = isolationRows(walk.server, walk.fixture.a);
    walk.operations = await operationCases(walk, walk.rows);
    tables = await auditedTables(walk.server);
  }, 120_000);
  afterAll(() => walk.server?.stop());

  const actor = (name: ActorName): SupabaseClient => {
    const found = walk.fixture.actors.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no caller ${name}`);
    return found.client;
  };

  /** Who calls and with what: the matrix's case, arguments made here, or a fresh caller. */
  async function callOf(name: string, call: FunctionCase) {
    if ('prepare' in call) return call.prepare(walk);
    if ('args' in call) return { client: actor(call.as), args: await call.args(walk) };
    const matrix = walk.operations.find(
      (operation) => operation.rpc === name && operation.label === call.matrix,
    );
    if (!matrix) throw new Error(`the isolation matrix has no case ${name} ${call.matrix}`);
    return { client: actor(call.as), args: await matrix.args(call.as) };
  }

  /** The write's statement, its row made beforehand (through the server's own connection). */
  async function writeOf(key: string, write: TableWrite) {
    const [relation = '', operation] = key.split(':') as [string, Operation];
    const accounts = [await walk.rows.user(), await walk.rows.user()];
    const table = tableCases(walk.fixture.a, accounts).find(
      (candidate) => candidate.relation === relation && candidate.label === write.matrix,
    );
    if (!table) throw new Error(`the isolation matrix has no table case ${relation}`);
    const from = () => actor(write.as).from(relation);
    if (operation === 'insert') {
      const row = await table.insert(walk.rows);
      return () => from().insert(row, { count: 'exact' });
    }
    const target = await table.target(walk.rows, write.as);
    const match = [table.lookup, target[table.lookup]] as const;
    if (operation === 'delete')
      return () =>
        from()
          .delete({ count: 'exact' })
          .eq(...match);
    const patch = typeof table.patch === 'function' ? table.patch(write.as) : table.patch;
    return () =>
      from()
        .update(patch, { count: 'exact' })
        .eq(...match);
  }

  const counted = (act: () => Promise<void>) => countChanges(walk.server, tables, act);

  it('knows every audited table, its key and its primary key from the catalogue', () => {
    expect(tables.length).toBeGreaterThanOrEqual(28);
    for (const table of tables) {
      expect(table.subject, table.name).toMatch(/^[a-z_]+$/);
      expect(table.primaryKey.length, `${table.name} has a primary key`).toBeGreaterThan(0);
    }
  });

  it('has a case for every function a screen may call and every write it may make', async () => {
    expect(await volatileFunctions(walk.server)).toEqual(
      [...Object.keys(functionCases), ...Object.keys(unauditedFunctions)].sort(),
    );
    expect(await writableRelations(walk.server)).toEqual(
      [...Object.keys(tableWrites), ...Object.keys(unauditedWrites)].sort(),
    );
  });

  it('counts a change the trail missed, and an entry with no change', async () => {
    const client = walk.fixture.a.client.clientId;
    const missed = await counted(async () => {
      await walk.server.db.transaction(async (tx) => {
        await tx.query(`set local session_replication_role = replica`);
        await tx.query(`update public.clients set phone = '+44 1' where id = $1`, [client]);
      });
    });
    expect(missed.entries).toEqual([]);
    expect(missed.problems).toEqual([
      expect.stringMatching(/^public.clients: a change with no entry, now .*"phone":"\+44 1"/),
      expect.stringMatching(/^public.clients: the entries make a row the table does not hold/),
    ]);
    const invented = await counted(async () => {
      await walk.server.db.query(
        `insert into audit.entries (tenant_id, actor_kind, subject, action, record_id, before, after)
         values ($1, 'system', 'client', 'update', $2, '{"phone": "never"}', '{"phone": "+44 2"}')`,
        [walk.fixture.a.id, client],
      );
    });
    expect(invented.changes).toEqual([]);
    expect(invented.problems).toEqual([
      expect.stringMatching(/^client update of .*: no row was as its before says/),
    ]);
  });

  it.each(walkedFunctions())('%s: one entry per row it changed', async (_title, name, call) => {
    const { client, args } = await callOf(name, call);
    const result = await counted(async () => {
      const { error } = await client.rpc(name, args);
      expect(error).toBeNull();
    });
    expect(result.changes.length, 'the call changed an audited row').toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
  });

  it.each(Object.keys(unauditedFunctions))('%s: changes nothing audited', async (name) => {
    const { client, args } = await callOf(
      name,
      (unauditedFunctions[name] as { call: FunctionCase }).call,
    );
    const result = await counted(async () => {
      const { error } = await client.rpc(name, args);
      expect(error).toBeNull();
    });
    expect(result.changes).toEqual([]);
    expect(result.entries).toEqual([]);
  });

  it.each(Object.keys(tableWrites))('%s: one entry per row it changed', async (key) => {
    const write = await writeOf(key, tableWrites[key] as TableWrite);
    const result = await counted(async () => {
      const { error, count } = await write();
      expect(error).toBeNull();
      expect(count).toBe(1);
    });
    expect(result.changes.length, 'the write changed an audited row').toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
  });

  it.each(cascadingRemovals)('removing $what: one entry per row removed', async (removal) => {
    const id = await removal.target(walk);
    const result = await counted(async () => {
      const { error, count } = await actor(removal.as)
        .from(removal.relation)
        .delete({ count: 'exact' })
        .eq('id', id);
      expect(error).toBeNull();
      expect(count).toBe(1);
    });
    expect(result.changes.length, 'children removed with the row').toBeGreaterThan(1);
    expect(result.problems).toEqual([]);
  });

  it.each(Object.keys(unauditedWrites))('%s: changes nothing audited', async (key) => {
    const write = await writeOf(key, (unauditedWrites[key] as { write: TableWrite }).write);
    const result = await counted(async () => {
      const { error, count } = await write();
      expect(error).toBeNull();
      expect(count).toBe(1);
    });
    expect(result.changes).toEqual([]);
    expect(result.entries).toEqual([]);
  });
});

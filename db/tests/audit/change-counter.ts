import type { TestServer } from '../../../src/server/test-support/start-test-server.ts';
import { replay, type Entry } from './trail-replay.ts';

// Issue 38, point 5: a change counter that knows no table by name. The audited tables, their
// subjects, key columns and hidden columns are read from the triggers of audit.record_change
// (pg_trigger.tgargs), a row's identity from its table's primary key. A snapshot of every
// audited row, taken with the trail's entries then visible in one statement (one MVCC snapshot, so a
// worker's change lands wholly before or after it), is diffed against the next; the entries
// written in between must be exactly one per changed row. The whole database is counted, not
// only the test business: a change that lands in another business (create_tenant) or leaks
// into one is counted too.

type Json = Record<string, unknown>;

export interface AuditedTable {
  /** schema.table */
  name: string;
  subject: string;
  keyColumn: string;
  hidden: string[];
  primaryKey: string[];
}

export interface Snapshot {
  /**
   * The entries visible then. Not a highest id: on PostgreSQL an id is taken at insert, so a
   * worker's transaction still open at a snapshot may commit a lower id than one seen in it.
   */
  entries: Set<number>;
  /** Per table: the row's identity (its primary key as JSON) → the row without hidden columns. */
  rows: Map<string, Map<string, Json>>;
}

export interface Change {
  table: string;
  action: 'insert' | 'update' | 'delete';
  identity: string;
  /** What the trail must say of it, as an entry reads. */
  expected: Json;
}

export async function auditedTables(server: TestServer): Promise<AuditedTable[]> {
  const { rows } = await server.db.query<{
    name: string;
    args: string;
    primary_key: string[];
  }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            encode(t.tgargs, 'escape') as args,
            array(select a.attname::text
                  from pg_index i
                  join unnest(i.indkey) with ordinality k(attnum, position) on true
                  join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                  where i.indrelid = c.oid and i.indisprimary
                  order by k.position) as primary_key
     from pg_trigger t
     join pg_class c on c.oid = t.tgrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_proc p on p.oid = t.tgfoid
     join pg_namespace pn on pn.oid = p.pronamespace
     where p.proname = 'record_change' and pn.nspname = 'audit' and not t.tgisinternal
     order by 1`,
  );
  return rows.map((row) => {
    // Each argument ends with a NUL byte, which the escape encoding writes as \000.
    const [subject = '', keyColumn = '', ...hidden] = row.args.split('\\000').slice(0, -1);
    return { name: row.name, subject, keyColumn, hidden, primaryKey: row.primary_key };
  });
}

/** JSON with its objects' keys sorted, so that equal values print alike. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

export async function snapshot(server: TestServer, tables: AuditedTable[]): Promise<Snapshot> {
  const parts = tables.map((table) => {
    const hidden = `array[${table.hidden.map((c) => `'${c}'`).join(', ')}]::text[]`;
    const identity = `jsonb_build_array(${table.primaryKey.map((c) => `to_jsonb(t) -> '${c}'`).join(', ')})`;
    return `(select coalesce(jsonb_agg(jsonb_build_array(${identity}, to_jsonb(t) - ${hidden})), '[]')
             from ${table.name} t)`;
  });
  const { rows } = await server.db.query<{ entries: number[]; tables: [unknown, Json][][] }>(
    `select (select coalesce(jsonb_agg(id), '[]') from audit.entries) as entries,
            jsonb_build_array(${parts.join(', ')}) as tables`,
  );
  const [row] = rows;
  if (!row) throw new Error('no snapshot');
  return {
    entries: new Set(row.entries),
    rows: new Map(
      tables.map((table, index) => [
        table.name,
        new Map((row.tables[index] ?? []).map(([identity, line]) => [canonical(identity), line])),
      ]),
    ),
  };
}

/** The changed rows between two snapshots, each with the entry the trail must hold for it. */
export function diff(tables: AuditedTable[], before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  for (const table of tables) {
    const old = before.rows.get(table.name) ?? new Map<string, Json>();
    const now = after.rows.get(table.name) ?? new Map<string, Json>();
    const entry = (action: Change['action'], line: Json, was: Json | null, is: Json | null) => ({
      subject: table.subject,
      action,
      tenant_id: line.tenant_id ?? line.id,
      record_id: line[table.keyColumn] ?? null,
      before: was,
      after: is,
    });
    for (const [identity, line] of old) {
      const next = now.get(identity);
      if (!next) {
        changes.push({
          table: table.name,
          action: 'delete',
          identity,
          expected: entry('delete', line, line, null),
        });
        continue;
      }
      const changed = [...new Set([...Object.keys(line), ...Object.keys(next)])].filter(
        (column) => canonical(line[column]) !== canonical(next[column]),
      );
      if (changed.length === 0) continue;
      const pick = (from: Json) => Object.fromEntries(changed.map((c) => [c, from[c] ?? null]));
      changes.push({
        table: table.name,
        action: 'update',
        identity,
        expected: entry('update', next, pick(line), pick(next)),
      });
    }
    for (const [identity, line] of now) {
      if (old.has(identity)) continue;
      changes.push({
        table: table.name,
        action: 'insert',
        identity,
        expected: entry('insert', line, null, line),
      });
    }
  }
  return changes;
}

/** The entries the trail gained between two snapshots, in id order. */
export async function entriesBetween(
  server: TestServer,
  before: Snapshot,
  after: Snapshot,
): Promise<Entry[]> {
  const { rows } = await server.db.query<Entry>(
    `select subject, action, tenant_id, record_id, before, after, at::text as at
     from audit.entries where id = any($1::bigint[]) order by id`,
    [[...after.entries].filter((id) => !before.entries.has(id))],
  );
  return rows;
}

export interface Counted {
  changes: Change[];
  entries: Entry[];
  /** Where the trail and the rows disagree; empty when each change has exactly its entry. */
  problems: string[];
}

/**
 * Runs `act` between two snapshots and judges the entries written meanwhile: one per changed
 * row, as `diff` expects them; where not (a row changed twice, as by the server's workers after
 * the call), the entries are replayed on the rows instead (trail-replay.ts).
 */
export async function countChanges(
  server: TestServer,
  tables: AuditedTable[],
  act: () => Promise<void>,
): Promise<Counted> {
  const before = await snapshot(server, tables);
  await act();
  const after = await snapshot(server, tables);
  const changes = diff(tables, before, after);
  const entries = await entriesBetween(server, before, after);
  const expected = changes.map((change) => canonical(change.expected)).sort();
  const written = entries
    .map(({ subject, action, tenant_id, record_id, before: was, after: is }) =>
      canonical({ subject, action, tenant_id, record_id, before: was, after: is }),
    )
    .sort();
  const problems = same(expected, written) ? [] : replay(tables, before, after, entries);
  return { changes, entries, problems };
}

const same = (left: string[], right: string[]) =>
  left.length === right.length && left.every((line, index) => line === right[index]);

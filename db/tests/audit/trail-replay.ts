import { canonical, type AuditedTable, type Snapshot } from './change-counter.ts';

// The strict reading of the trail, for a window in which a row changed more than once (the
// server's workers charge a renewal in two transactions of their own after the call that asked
// for it): the entries, replayed in order on the rows as they were, must each find the row
// they speak of in the state they say and leave the rows exactly as they are now. An update
// names only the columns it changed; a row has one entry per transaction (the entries'
// `at`, the transaction's start), never two. A change with no entry leaves the replay short of
// the rows; an entry with no change, or a second one, finds no row in the state it claims.

type Json = Record<string, unknown>;

export interface Entry {
  subject: string;
  action: 'insert' | 'update' | 'delete';
  tenant_id: string;
  record_id: string | null;
  before: Json | null;
  after: Json | null;
  at: string;
}

interface Replayed {
  row: Json;
  /** The transactions (entries' `at`) that wrote an entry of this row. */
  touches: string[];
}

const same = (left: unknown, right: unknown) =>
  canonical(left ?? null) === canonical(right ?? null);

export function replay(
  tables: AuditedTable[],
  before: Snapshot,
  after: Snapshot,
  entries: Entry[],
): string[] {
  const problems: string[] = [];
  const bySubject = new Map(tables.map((table) => [table.subject, table]));
  const state = new Map(
    tables.map((table) => [
      table.name,
      [...(before.rows.get(table.name)?.values() ?? [])].map((row): Replayed => ({
        row,
        touches: [],
      })),
    ]),
  );
  for (const entry of entries) {
    const where = `${entry.subject} ${entry.action} of ${entry.record_id}`;
    const table = bySubject.get(entry.subject);
    if (!table) {
      problems.push(`${where}: no audited table has this subject`);
      continue;
    }
    const rows = state.get(table.name) ?? [];
    const ofRecord = (row: Json) => same(row[table.keyColumn], entry.record_id);
    const touch = (target: Replayed) => {
      if (target.touches.includes(entry.at)) {
        problems.push(`${where}: a second entry for the same row in one transaction`);
      }
      target.touches.push(entry.at);
    };
    const tenantOf = (row: Json) => {
      if (!same(entry.tenant_id, row.tenant_id ?? row.id)) {
        problems.push(`${where}: tenant ${entry.tenant_id}, the row's ${String(row.tenant_id)}`);
      }
    };
    if (entry.action === 'insert') {
      const line = entry.after ?? {};
      tenantOf(line);
      if (!ofRecord(line)) problems.push(`${where}: the row's ${table.keyColumn} differs`);
      rows.push({ row: line, touches: [entry.at] });
      continue;
    }
    if (entry.action === 'delete') {
      const index = rows.findIndex(({ row }) => ofRecord(row) && same(row, entry.before));
      const target = rows[index];
      if (!target) {
        problems.push(`${where}: no row was as its before says: ${canonical(entry.before)}`);
        continue;
      }
      touch(target);
      tenantOf(target.row);
      rows.splice(index, 1);
      continue;
    }
    const was = entry.before ?? {};
    const is = entry.after ?? {};
    const columns = Object.keys(was);
    if (!same(columns.sort(), Object.keys(is).sort()) || columns.some((c) => same(was[c], is[c]))) {
      problems.push(`${where}: names columns it did not change: ${canonical(entry)}`);
    }
    const target = rows.find(
      ({ row }) => ofRecord(row) && columns.every((column) => same(row[column], was[column])),
    );
    if (!target) {
      problems.push(`${where}: no row was as its before says: ${canonical(was)}`);
      continue;
    }
    touch(target);
    tenantOf(target.row);
    target.row = { ...target.row, ...is };
  }
  for (const table of tables) {
    const replayed = (state.get(table.name) ?? []).map(({ row }) => canonical(row));
    const actual = [...(after.rows.get(table.name)?.values() ?? [])].map((row) => canonical(row));
    for (const row of actual) {
      const index = replayed.indexOf(row);
      if (index >= 0) replayed.splice(index, 1);
      else problems.push(`${table.name}: a change with no entry, now ${row}`);
    }
    for (const row of replayed) {
      problems.push(`${table.name}: the entries make a row the table does not hold: ${row}`);
    }
  }
  return problems;
}

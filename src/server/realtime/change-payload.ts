import type { ChangeKind } from './change-binding.ts';
import type { TableColumns } from './change-columns.ts';

/**
 * What one subscriber is sent for one recorded change (reference/realtime.md §3.1), given what
 * its role may see (decision 0039):
 * - INSERT: the new row, if the role may see it.
 * - UPDATE: the new row, if the role may see it; the old row beside it only if the role could
 *   see that too, else `{}`. A row that leaves the role's sight (it could see the old row, not
 *   the new) is sent as a DELETE of the old row, so that screens drop it; nothing of the new row
 *   goes out.
 * - DELETE: the old row, if the role could see it as it was.
 * Only the columns the role may SELECT are sent.
 */

export interface RecordedChange {
  id: bigint;
  table: string;
  kind: ChangeKind;
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
  /** ISO 8601 with milliseconds, UTC. */
  commitTimestamp: string;
}

export interface Sight {
  newVisible: boolean;
  oldVisible: boolean;
}

export interface ChangeData {
  schema: 'public';
  table: string;
  type: ChangeKind;
  commit_timestamp: string;
  columns: { name: string; type: string }[];
  record?: Record<string, unknown>;
  old_record?: Record<string, unknown>;
  errors: null;
}

/** What the subscriber is sent as, or undefined for nothing. */
export function sentKind(kind: ChangeKind, sight: Sight): ChangeKind | undefined {
  switch (kind) {
    case 'INSERT':
      return sight.newVisible ? 'INSERT' : undefined;
    case 'UPDATE':
      return sight.newVisible ? 'UPDATE' : sight.oldVisible ? 'DELETE' : undefined;
    case 'DELETE':
      return sight.oldVisible ? 'DELETE' : undefined;
  }
}

const readableOf = (row: Record<string, unknown> | null, columns: TableColumns) =>
  Object.fromEntries(Object.entries(row ?? {}).filter(([name]) => columns.readable.has(name)));

export function changeData(
  change: RecordedChange,
  sent: ChangeKind,
  sight: Sight,
  columns: TableColumns,
): ChangeData {
  const data: ChangeData = {
    schema: 'public',
    table: change.table,
    type: sent,
    commit_timestamp: change.commitTimestamp,
    columns: columns.all.filter((column) => columns.readable.has(column.name)),
    errors: null,
  };
  if (sent !== 'DELETE') data.record = readableOf(change.record, columns);
  if (sent === 'UPDATE')
    data.old_record = sight.oldVisible ? readableOf(change.oldRecord, columns) : {};
  if (sent === 'DELETE') data.old_record = readableOf(change.oldRecord, columns);
  return data;
}

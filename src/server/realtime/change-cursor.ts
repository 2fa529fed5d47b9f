/**
 * Where a process has read realtime.changes up to (decision 0039). Rows are numbered when
 * written but become visible when their transaction commits, so a number can show up after a
 * higher one: a number skipped by a read is kept as a gap and looked for again, until every
 * transaction that was running when it was skipped has ended (the snapshot's xmin has passed
 * that read's xmax); if it is still not there, its transaction rolled back.
 */

export interface ChangeCursor {
  /** Every number up to this one was read or is a gap. */
  after: bigint;
  /** Skipped numbers, each with the xmax of the read that skipped it. */
  gaps: Map<bigint, bigint>;
}

export interface ReadSnapshot {
  /** The lowest transaction id still running when the read was taken. */
  xmin: bigint;
  /** The first transaction id not yet given out then. */
  xmax: bigint;
}

export const startCursor = (after: bigint): ChangeCursor => ({ after, gaps: new Map() });

/**
 * The numbers a read returned (rows above `after`, and any gaps now there), in order: which
 * to deliver, and where the cursor is now.
 */
export function advanceCursor(
  cursor: ChangeCursor,
  read: bigint[],
  snapshot: ReadSnapshot,
): { cursor: ChangeCursor; fresh: bigint[] } {
  const gaps = new Map(cursor.gaps);
  const seen = new Set(read);
  const fresh: bigint[] = [];
  let after = cursor.after;
  for (const id of read) {
    if (gaps.delete(id) || id > cursor.after) fresh.push(id);
    if (id > after) after = id;
  }
  for (let id = cursor.after + 1n; id < after; id += 1n) {
    if (!seen.has(id)) gaps.set(id, snapshot.xmax);
  }
  for (const [id, xmax] of cursor.gaps) {
    if (gaps.has(id) && snapshot.xmin >= xmax) gaps.delete(id);
  }
  return { cursor: { after, gaps }, fresh };
}

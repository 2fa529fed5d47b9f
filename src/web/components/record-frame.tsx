import { notFound } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MissingRecordPanel } from './missing-record-panel';

/** For a detail route's loader: no record (row-level security hides it, or it is gone) is a 404. */
export function requireFound<Row>(record: Row | null): Row {
  if (record === null) throw notFound();
  return record;
}

/**
 * A detail screen of the business area: the way back to its list, then the record's screen; or,
 * when the record has gone since the screen loaded (another member deleted it), the panel the
 * loader's 404 shows.
 */
export function RecordFrame<Row>({
  what,
  back,
  record,
  children,
}: {
  /** What the record is, as in "There is no service at this address": "service". */
  what: string;
  back: ReactNode;
  record: Row | null;
  children: (record: Row) => ReactNode;
}) {
  if (record === null) return <MissingRecordPanel what={what} back={back} />;
  return (
    <>
      {back}
      {children(record)}
    </>
  );
}

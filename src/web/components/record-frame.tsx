import type { ReactNode } from 'react';
import { MissingRecordPanel } from './missing-record-panel';

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
  /** What the record is, in the reader's words, as in "There is no service at this address". */
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

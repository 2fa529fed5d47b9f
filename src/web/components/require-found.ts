import { notFound } from '@tanstack/react-router';

/** For a detail route's loader: no record (row-level security hides it, or it is gone) is a 404. */
export function requireFound<Row>(record: Row | null): Row {
  if (record === null) throw notFound();
  return record;
}

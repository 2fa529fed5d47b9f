import { notFound } from '@tanstack/react-router';

// The form of every id the database hands out (gen_random_uuid()).
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a piece of an address can be a record's id at all. */
export function isRecordId(value: string): boolean {
  return uuidPattern.test(value);
}

/**
 * For a detail screen's beforeLoad: an id that cannot exist is a record that does not exist.
 * It stops the navigation before any loader runs, so no request is sent that the database
 * could only refuse (`invalid input syntax for type uuid`), and the screen says so at once.
 */
export function requireRecordId(value: string): void {
  if (!isRecordId(value)) throw notFound();
}

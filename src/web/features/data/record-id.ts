import { notFound } from '@tanstack/react-router';
import { isUuid } from '@shared/uuid.ts';

/** Whether a piece of an address can be a record's id at all (gen_random_uuid() made it). */
export function isRecordId(value: string): boolean {
  return isUuid(value);
}

/**
 * For a detail screen's beforeLoad: an id that cannot exist is a record that does not exist.
 * It stops the navigation before any loader runs, so no request is sent that the database
 * could only refuse (`invalid input syntax for type uuid`), and the screen says so at once.
 */
export function requireRecordId(value: string): void {
  if (!isRecordId(value)) throw notFound();
}

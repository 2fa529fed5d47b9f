import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/** What a confirmation can undo (db/functions/audit/undo_kind.sql), by the record it changed. */
export type UndoSubject = 'place' | 'booking' | 'attendance' | 'note' | 'client';

/** Undoes the caller's last change of this record that can be undone (undo_last_change). */
export function undoLastChange(supabase: Supabase, subject: UndoSubject, recordId: string) {
  return dataOf(supabase.rpc('undo_last_change', { subject, record_id: recordId }));
}

/** Undoes the action a trail entry belongs to (undo_change). */
export function undoChange(supabase: Supabase, entryId: number) {
  return dataOf(supabase.rpc('undo_change', { entry_id: entryId }));
}

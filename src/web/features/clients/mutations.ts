import type { Json } from '@/database.types';
import type { Supabase } from '@/supabase';
import { importOutcome } from './client-import';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import { clientRecord, type ClientFields } from './client-fields';
import { clientKeys } from './queries';

// The clients screens' writes, each through supabase-js: table writes where row-level security
// is the whole rule (clients, notes), RPCs where the database applies more (money, imports).

/** Whether another client of the business already has this email (checked before saving). */
export async function clientWithEmail(
  supabase: Supabase,
  tenantId: string,
  email: string,
  except?: string,
): Promise<string | null> {
  if (email.trim() === '') return null;
  let read = supabase
    .from('clients')
    .select('full_name')
    .eq('tenant_id', tenantId)
    .ilike('email', email.trim().replace(/[\\%_]/g, '\\$&'));
  if (except) read = read.neq('id', except);
  const found = await dataOf(read.limit(1));
  return found[0]?.full_name ?? null;
}

export function createClient(supabase: Supabase, tenantId: string, fields: ClientFields) {
  return dataOf(
    supabase
      .from('clients')
      .insert({ tenant_id: tenantId, ...clientRecord(fields) })
      .select('id, full_name')
      .single(),
  );
}

export function updateClient(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  fields: ClientFields,
) {
  return dataOf(
    supabase
      .from('clients')
      .update(clientRecord(fields))
      .eq('tenant_id', tenantId)
      .eq('id', clientId)
      .select('id')
      .single(),
  );
}

export async function importClients(supabase: Supabase, tenantId: string, rows: Json[]) {
  const outcomes = await dataOf(supabase.rpc('import_clients', { tenant_id: tenantId, rows }));
  return importOutcome.array().parse(outcomes);
}

export function addNote(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  body: string,
  pinned: boolean,
) {
  return dataOf(
    supabase
      .from('client_notes')
      .insert({ tenant_id: tenantId, client_id: clientId, body: body.trim(), pinned })
      .select('id')
      .single(),
  );
}

export function setNotePinned(
  supabase: Supabase,
  tenantId: string,
  noteId: string,
  pinned: boolean,
) {
  return dataOf(
    supabase
      .from('client_notes')
      .update({ pinned, updated_at: new Date().toISOString() })
      .eq('tenant_id', tenantId)
      .eq('id', noteId)
      .select('id')
      .single(),
  );
}

/** Removes a note; for a while it can be brought back (undoLastChange, 'note'). */
export function removeNote(supabase: Supabase, tenantId: string, noteId: string) {
  return dataOf(
    supabase
      .from('client_notes')
      .delete()
      .eq('tenant_id', tenantId)
      .eq('id', noteId)
      .select('id')
      .single(),
  );
}

export function recordPayment(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  amountMinor: number,
  method: string,
  note: string,
) {
  return dataOf(
    supabase.rpc('record_payment', {
      tenant_id: tenantId,
      client_id: clientId,
      amount_minor: amountMinor,
      method,
      note: note.trim(),
    }),
  );
}

export function refundPayment(
  supabase: Supabase,
  tenantId: string,
  paymentId: string,
  amountMinor: number,
  note: string,
) {
  return dataOf(
    supabase.rpc('refund', {
      tenant_id: tenantId,
      payment_id: paymentId,
      amount_minor: amountMinor,
      note: note.trim(),
    }),
  );
}

/** After any change to a business's clients: every list, figure and tab is read again. */
export function refreshClients(queryClient: QueryClient, tenantId: string) {
  return queryClient.invalidateQueries({ queryKey: clientKeys.all(tenantId) });
}

import type { SupabaseClient } from '@supabase/supabase-js';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import { clientRecord, type ClientFields } from './client-fields';
import type { ImportOutcome } from './client-import';
import { clientKeys } from './queries';

// The clients screens' writes, each through supabase-js: table writes where row-level security
// is the whole rule (clients, notes), RPCs where the database applies more (money, imports).

/** Whether another client of the business already has this email (checked before saving). */
export async function clientWithEmail(
  supabase: SupabaseClient,
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
  const found = await dataOf<{ full_name: string }[]>(read.limit(1));
  return found[0]?.full_name ?? null;
}

export function createClient(supabase: SupabaseClient, tenantId: string, fields: ClientFields) {
  return dataOf<{ id: string; full_name: string }>(
    supabase
      .from('clients')
      .insert({ tenant_id: tenantId, ...clientRecord(fields) })
      .select('id, full_name')
      .single(),
  );
}

export function updateClient(
  supabase: SupabaseClient,
  tenantId: string,
  clientId: string,
  fields: ClientFields,
) {
  return dataOf<{ id: string }>(
    supabase
      .from('clients')
      .update(clientRecord(fields))
      .eq('tenant_id', tenantId)
      .eq('id', clientId)
      .select('id')
      .single(),
  );
}

export function importClients(supabase: SupabaseClient, tenantId: string, rows: object[]) {
  return dataOf<ImportOutcome[]>(supabase.rpc('import_clients', { tenant_id: tenantId, rows }));
}

export function addNote(
  supabase: SupabaseClient,
  tenantId: string,
  clientId: string,
  body: string,
  pinned: boolean,
) {
  return dataOf<{ id: string }>(
    supabase
      .from('client_notes')
      .insert({ tenant_id: tenantId, client_id: clientId, body: body.trim(), pinned })
      .select('id')
      .single(),
  );
}

export function setNotePinned(
  supabase: SupabaseClient,
  tenantId: string,
  noteId: string,
  pinned: boolean,
) {
  return dataOf<{ id: string }>(
    supabase
      .from('client_notes')
      .update({ pinned, updated_at: new Date().toISOString() })
      .eq('tenant_id', tenantId)
      .eq('id', noteId)
      .select('id')
      .single(),
  );
}

export function recordPayment(
  supabase: SupabaseClient,
  tenantId: string,
  clientId: string,
  amountMinor: number,
  method: string,
  note: string,
) {
  return dataOf<{ id: string }>(
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
  supabase: SupabaseClient,
  tenantId: string,
  paymentId: string,
  amountMinor: number,
  note: string,
) {
  return dataOf<{ id: string }>(
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

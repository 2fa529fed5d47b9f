import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/** Sends a sent or failed message again, as a new message (public.resend_message). */
export function resendMessage(supabase: Supabase, tenantId: string, messageId: string) {
  return dataOf(supabase.rpc('resend_message', { tenant_id: tenantId, message_id: messageId }));
}

import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';

/**
 * Turns on or off the emails about private appointments booked or cancelled with the signed-in
 * staff member: their own choice only (set_appointment_emails; nobody else may change it).
 */
export function setAppointmentEmails(supabase: Supabase, tenantId: string, enabled: boolean) {
  return dataOf(supabase.rpc('set_appointment_emails', { tenant_id: tenantId, enabled }));
}

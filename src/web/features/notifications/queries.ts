import type { SupabaseClient } from '@supabase/supabase-js';
import { queryOptions } from '@tanstack/react-query';
// Relative and with extensions, as Node's resolution wants: the row types follow the generated
// Database type, and the server tests may import these.
import type { Database } from '../../database.types.ts';
import { dataOf } from '../data/data-error.ts';
import type { RowOf } from '../data/query-data.ts';

type Supabase = SupabaseClient<Database>;

export const notificationKeys = {
  all: ['notifications'] as const,
  settings: (tenantId: string) => [...notificationKeys.all, 'settings', tenantId] as const,
  wording: (tenantId: string) => [...notificationKeys.all, 'wording', tenantId] as const,
};

export const notificationColumns =
  'id, name, time_zone, currency, locale, contact_email, contact_phone, address, texts_enabled, reminder_minutes, second_reminder_minutes, message_sender_name, message_reply_to, messages_off';

/** What the business decided about its messages, with what the preview's sample needs. */
export function notificationSettingsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: notificationKeys.settings(tenantId),
    queryFn: () =>
      dataOf(supabase.from('tenants').select(notificationColumns).eq('id', tenantId).single()),
  });
}

/** The business's own subject, body and text message of each kind and language it reworded. */
export function messageWordingQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: notificationKeys.wording(tenantId),
    queryFn: () =>
      dataOf(
        supabase
          .from('message_templates')
          .select('kind, locale, subject, body, sms, updated_at')
          .eq('tenant_id', tenantId)
          .order('kind')
          .order('locale'),
      ),
  });
}

export type NotificationSettings = RowOf<typeof notificationSettingsQuery>;
export type MessageWording = RowOf<typeof messageWordingQuery>;

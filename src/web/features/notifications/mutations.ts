import type { SupabaseClient } from '@supabase/supabase-js';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { Database } from '../../database.types.ts';
import { dataOf } from '../data/data-error.ts';
import { notificationColumns, type NotificationSettings } from './queries.ts';

type Supabase = SupabaseClient<Database>;

export type NotificationChanges = Partial<
  Pick<
    NotificationSettings,
    | 'texts_enabled'
    | 'reminder_minutes'
    | 'second_reminder_minutes'
    | 'message_sender_name'
    | 'message_reply_to'
    | 'messages_off'
  >
>;

/**
 * Owners only (tenants_settings); anyone else's update matches no row, which is said so in
 * `refused` (the screen's words).
 */
export async function saveNotificationSettings(
  supabase: Supabase,
  tenantId: string,
  changes: NotificationChanges,
  refused: string,
): Promise<NotificationSettings> {
  const rows = await dataOf(
    supabase.from('tenants').update(changes).eq('id', tenantId).select(notificationColumns),
  );
  const saved = rows[0];
  if (!saved) throw new Error(refused);
  return saved;
}

/**
 * A kind's subject, body and text message as the business words them in a language; all empty
 * is our default in that language again (no row). Trimmed here as the database wants them; the database refuses a placeholder
 * the kind lacks (unknown_placeholder), as the form does first.
 */
export async function saveMessageWording(
  supabase: Supabase,
  tenantId: string,
  kind: string,
  locale: Locale,
  wording: { subject: string; body: string; sms: string },
): Promise<void> {
  const subject = wording.subject.trim() || null;
  const body = wording.body.trim() || null;
  const sms = wording.sms.trim() || null;
  if (subject === null && body === null && sms === null) {
    await restoreDefaultWording(supabase, tenantId, kind, locale);
    return;
  }
  await dataOf(
    supabase
      .from('message_templates')
      .upsert({
        tenant_id: tenantId,
        kind,
        locale,
        subject,
        body,
        sms,
        updated_at: new Date().toISOString(),
      })
      .select('kind'),
  );
}

/** Our wording of the kind in that language again. */
export async function restoreDefaultWording(
  supabase: Supabase,
  tenantId: string,
  kind: string,
  locale: Locale,
): Promise<void> {
  await dataOf(
    supabase
      .from('message_templates')
      .delete()
      .eq('tenant_id', tenantId)
      .eq('kind', kind)
      .eq('locale', locale)
      .select('kind'),
  );
}

/** "Send me a test", in the language worded and previewed: where it went (the caller's own email). */
export async function sendTestMessage(
  supabase: Supabase,
  tenantId: string,
  kind: string,
  locale: Locale,
): Promise<{ to: string }> {
  const sent = await dataOf(
    supabase.rpc('send_test_message', { tenant_id: tenantId, kind, locale }),
  );
  return sent as { to: string };
}

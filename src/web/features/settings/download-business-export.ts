import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { downloadText } from '../data/csv';
import { DataError } from '@/features/data/data-error';

/**
 * Settings › Export: the whole business as one JSON file, made by the `export-business` server
 * function (/functions/v1) from one snapshot of the database, for its owner.
 */
export async function downloadBusinessExport(
  supabase: Supabase,
  tenant: { id: string; slug: string },
): Promise<void> {
  const { data, error } = await supabase.functions.invoke<object>('export-business', {
    body: { tenant_id: tenant.id },
  });
  if (error !== null) {
    const refusal = (await (error.context as Response | undefined)?.json?.().catch(() => null)) as {
      code?: string;
      message?: string;
    } | null;
    const message = refusal?.message ?? spaWords().formatMessage({ id: 'settings.exportNotMade' });
    throw refusal?.code ? new DataError(refusal.code, message) : new Error(message);
  }
  const day = new Date().toISOString().slice(0, 10);
  downloadText(`${tenant.slug}-${day}.json`, JSON.stringify(data, null, 2), 'application/json');
}

import type { SupabaseClient } from '@supabase/supabase-js';
// Relative and with extensions, as Node's resolution wants: db/tests/business-brand.test.ts runs
// this write against the real policies.
import type { Database } from '../../database.types.ts';
import type { Words } from '../../../shared/i18n/words.ts';
import { dataOf } from '../data/data-error.ts';

/**
 * The business's own websites, which may then show its booking pages inside a frame (owners
 * only, as other settings: anyone else's update matches no row, which is said so). Origins as
 * readWebsiteOrigins gives them; the database checks their shape again. The refusal is in
 * `words`, the screen's (this write runs outside React, and under Node in a db test).
 */
export async function saveEmbedOrigins(
  supabase: SupabaseClient<Database>,
  tenantId: string,
  origins: string[],
  words: Words,
) {
  const rows = await dataOf(
    supabase
      .from('tenants')
      .update({ embed_origins: origins })
      .eq('id', tenantId)
      .select('embed_origins'),
  );
  const saved = rows[0];
  if (!saved) throw new Error(words.formatMessage({ id: 'settings.websitesOwnerOnly' }));
  return saved.embed_origins;
}

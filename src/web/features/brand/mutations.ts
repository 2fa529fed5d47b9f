import type { SupabaseClient } from '@supabase/supabase-js';
// Relative and with extensions, as Node's resolution wants: db/tests/business-brand.test.ts runs
// these writes against the real policies.
import type { Database } from '../../database.types.ts';
import type { Words } from '../../../shared/i18n/words.ts';
import { dataOf } from '../data/data-error.ts';
import { storageErrorMessage } from '../clients/storage-error-message.ts';
import { brandBucket, logoFileProblem, logoObjectName } from './logo-file.ts';

type Supabase = SupabaseClient<Database>;

/** The server's refusal in the logo's words (its rules are the bucket's, checked again there). */
function logoUploadMessage(error: { statusCode?: string; message?: string }, words: Words): string {
  if (error.statusCode === '415') return logoFileProblem({ type: '', size: 0 }, words) ?? '';
  if (error.statusCode === '413') return words.formatMessage({ id: 'settings.logoOverLimit' });
  return storageErrorMessage(error);
}

const brandColumns = 'brand_description, brand_colour, brand_logo';

/**
 * Owners only (tenants_settings); anyone else's update matches no row, which is said so in
 * `words` (the screen's: these writes run outside React, and under Node in a db test).
 */
async function updateBrand(
  supabase: Supabase,
  tenantId: string,
  changes: Partial<Record<'brand_description' | 'brand_colour' | 'brand_logo', string | null>>,
  words: Words,
) {
  const rows = await dataOf(
    supabase.from('tenants').update(changes).eq('id', tenantId).select(brandColumns),
  );
  const saved = rows[0];
  if (!saved) throw new Error(words.formatMessage({ id: 'settings.brandOwnerOnly' }));
  return saved;
}

/**
 * The description and accent colour. The colour must already be one that passes AA against
 * white (checkAccentColour in src/shared/brand); the database keeps its format only.
 */
export function saveBusinessBrand(
  supabase: Supabase,
  tenantId: string,
  values: { description: string; colour: string | null },
  words: Words,
) {
  const description = values.description.trim();
  return updateBrand(
    supabase,
    tenantId,
    { brand_description: description === '' ? null : description, brand_colour: values.colour },
    words,
  );
}

/**
 * Uploads a new logo under a new name, points the business at it, then removes the previous
 * file. In this order a failure leaves at worst a file nothing names, never a business whose
 * logo is missing.
 */
export async function uploadBusinessLogo(
  supabase: Supabase,
  tenantId: string,
  file: File,
  previous: string | null,
  words: Words,
) {
  const problem = logoFileProblem(file, words);
  if (problem !== null) throw new Error(problem);
  const name = logoObjectName(tenantId, file.type, crypto.randomUUID());
  const uploaded = await supabase.storage
    .from(brandBucket)
    .upload(name, file, { contentType: file.type, cacheControl: '31536000' });
  if (uploaded.error) throw new Error(logoUploadMessage(uploaded.error, words));
  const saved = await updateBrand(supabase, tenantId, { brand_logo: name }, words);
  if (previous !== null) await supabase.storage.from(brandBucket).remove([previous]);
  return saved;
}

/** The business shows its name alone again; the file goes. */
export async function removeBusinessLogo(
  supabase: Supabase,
  tenantId: string,
  current: string,
  words: Words,
) {
  const saved = await updateBrand(supabase, tenantId, { brand_logo: null }, words);
  await supabase.storage.from(brandBucket).remove([current]);
  return saved;
}

import type { Words } from '@shared/i18n/words.ts';
import type { Supabase } from '@/supabase';
import { birthDateProblem, phoneProblem } from '../clients/client-fields';
import { dataOf } from '../data/data-error';

/** What a client keeps up to date themselves (update_own_profile). */
export interface OwnProfile {
  full_name: string;
  phone: string;
  /** 'YYYY-MM-DD' or empty. */
  birth_date: string;
}

/**
 * The rules staff and imports follow (client-fields.ts), said to the client in their words: a
 * form's `validate` calls it with the values alone, so the language shown now is the default.
 */
export function ownProfileProblems(
  values: OwnProfile,
  words: Words,
): Record<keyof OwnProfile, string | null> {
  const name = values.full_name.trim();
  const say = (id: 'client-area.nameMissing' | 'client-area.nameTooLong') =>
    words.formatMessage({ id });
  return {
    full_name:
      name === ''
        ? say('client-area.nameMissing')
        : name.length > 200
          ? say('client-area.nameTooLong')
          : null,
    phone: phoneProblem(values.phone, words) ?? null,
    birth_date: birthDateProblem(values.birth_date, words) ?? null,
  };
}

/** The arguments of update_own_profile: trimmed, with empty fields cleared. */
export function ownProfileArgs(tenantId: string, values: OwnProfile) {
  const phone = values.phone.trim();
  return {
    tenant_id: tenantId,
    full_name: values.full_name.trim(),
    phone: phone === '' ? null : phone,
    birth_date: values.birth_date.trim() === '' ? null : values.birth_date.trim(),
  };
}

/** Saves the profile at one business; throws the database's refusal as a DataError. */
export async function saveOwnProfile(
  supabase: Supabase,
  tenantId: string,
  values: OwnProfile,
): Promise<void> {
  await dataOf(supabase.rpc('update_own_profile', ownProfileArgs(tenantId, values)));
}

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

/** The rules staff and imports follow (client-fields.ts), said to the client. */
export function ownProfileProblems(values: OwnProfile): Record<keyof OwnProfile, string | null> {
  const name = values.full_name.trim();
  return {
    full_name:
      name === ''
        ? 'Enter your full name.'
        : name.length > 200
          ? 'Keep your name under 200 characters.'
          : null,
    phone: phoneProblem(values.phone) ?? null,
    birth_date: birthDateProblem(values.birth_date) ?? null,
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

import type { Words } from '@shared/i18n/words.ts';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { newFactorName } from './factor-name';
import { withSecondFactor } from './second-factor-dialog';

/**
 * Starts a new factor of one type under a free name (`base`, else `base 2`..., in `words`).
 * Unverified factors of that type left by a set-up that was never finished (a closed tab) are
 * removed first: they can never sign anyone in. A session that owes its second step is asked for
 * it.
 */
export async function startEnrolment<Result extends { error: unknown }>(
  supabase: Supabase,
  factors: Factor[],
  type: Factor['factor_type'],
  base: string,
  enrol: (friendlyName: string) => Promise<Result>,
  words: Words,
): Promise<Result> {
  const abandoned = factors.filter(
    (factor) => factor.status === 'unverified' && factor.factor_type === type,
  );
  await Promise.all(abandoned.map((factor) => supabase.auth.mfa.unenroll({ factorId: factor.id })));
  const names = factors
    .filter((factor) => !abandoned.includes(factor))
    .map((factor) => factor.friendly_name ?? '');
  return withSecondFactor(supabase, () => enrol(newFactorName(names, base, words)));
}

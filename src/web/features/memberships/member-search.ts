import * as z from 'zod';
import { standings, type StandingFilter } from './standing';

/**
 * The members list's filter and page live in its address, so "unpaid renewals" can be
 * bookmarked; anything malformed falls back to the default rather than failing the screen.
 */
export const standingFilters = [
  'current',
  'to_chase',
  'all',
  ...standings,
] as const satisfies readonly StandingFilter[];

export const memberSearch = z.object({
  standing: z.enum(standingFilters).catch('current').default('current'),
  page: z.number().int().min(1).max(100_000).catch(1).default(1),
});

export type MemberSearch = z.infer<typeof memberSearch>;

export const defaultMemberSearch: MemberSearch = memberSearch.parse({});

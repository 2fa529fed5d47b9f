import * as z from 'zod';

/**
 * The client list's state lives in its address (search params), so a filtered list can be
 * bookmarked, shared and reloaded. Anything malformed falls back to its default rather than
 * failing the screen: an old or hand-edited link still opens the list.
 */
export const clientSorts = ['name', 'newest', 'balance'] as const;
export const balanceFilters = ['any', 'owing', 'in_credit'] as const;
export const statusFilters = ['active', 'archived', 'all'] as const;

export type ClientSort = (typeof clientSorts)[number];
export type BalanceFilter = (typeof balanceFilters)[number];
export type StatusFilter = (typeof statusFilters)[number];

const clientListSearch = z.object({
  q: z.string().max(200).catch('').default(''),
  balance: z.enum(balanceFilters).catch('any').default('any'),
  credits: z.boolean().catch(false).default(false),
  status: z.enum(statusFilters).catch('active').default('active'),
  tag: z.string().max(40).catch('').default(''),
  sort: z.enum(clientSorts).catch('name').default('name'),
  page: z.number().int().min(1).max(100_000).catch(1).default(1),
});

export type ClientListSearch = z.infer<typeof clientListSearch>;

export const defaultClientListSearch: ClientListSearch = clientListSearch.parse({});

export function validateClientListSearch(search: Record<string, unknown>): ClientListSearch {
  // The router parses `?q=123` as the number 123: a search for digits is still text.
  const q = typeof search.q === 'number' ? String(search.q) : search.q;
  const tag = typeof search.tag === 'number' ? String(search.tag) : search.tag;
  return clientListSearch.parse({ ...search, q, tag });
}

/** Rows a page of the list holds. */
export const clientPageSize = 100;

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

// The router parses `?q=123` as the number 123: a search for digits is still text.
const text = (max: number) =>
  z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().max(max))
    .catch('')
    .optional()
    .transform((value) => value ?? '');

/** Every key optional on the way in, so a plain link to the list needs no search params. */
export const clientListSearch = z.object({
  q: text(200),
  balance: z.enum(balanceFilters).catch('any').default('any'),
  credits: z.boolean().catch(false).default(false),
  status: z.enum(statusFilters).catch('active').default('active'),
  tag: text(40),
  sort: z.enum(clientSorts).catch('name').default('name'),
  page: z.number().int().min(1).max(100_000).catch(1).default(1),
});

export type ClientListSearch = z.infer<typeof clientListSearch>;

export const defaultClientListSearch: ClientListSearch = clientListSearch.parse({});

export function validateClientListSearch(search: Record<string, unknown>): ClientListSearch {
  return clientListSearch.parse(search);
}

/** Rows a page of the list holds. */
export const clientPageSize = 100;

import * as z from 'zod/mini';

// As features/services/service-search.ts: `?q=123` arrives as a number; nonsense is dropped.
const text = z.catch(z.optional(z.string()), (context) =>
  typeof context.value === 'number' ? String(context.value) : undefined,
);

const staffSearch = z.object({
  q: text,
  status: z.catch(z.optional(z.enum(['active', 'inactive', 'all'])), undefined),
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
});

export type StaffListSearchParams = z.infer<typeof staffSearch>;

/** `/t/staff/?q=&status=&page=` */
export function validateStaffListSearch(search: Record<string, unknown>): StaffListSearchParams {
  return staffSearch.parse(search);
}

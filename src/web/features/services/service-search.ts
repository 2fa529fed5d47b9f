import * as z from 'zod/mini';

// TanStack Router reads search values as JSON first (`?q=123` arrives as a number). A value
// that makes no sense is dropped rather than breaking the screen.
const text = z.catch(z.optional(z.string()), (context) =>
  typeof context.value === 'number' ? String(context.value) : undefined,
);
const page = z.catch(z.optional(z.int().check(z.positive())), undefined);

const listSearch = z.object({
  q: text,
  kind: z.catch(z.optional(z.enum(['group', 'private'])), undefined),
  status: z.catch(z.optional(z.enum(['active', 'inactive', 'all'])), undefined),
  page,
});

export type ServiceListSearchParams = z.infer<typeof listSearch>;

/** `/t/services/?q=&kind=&status=&page=` */
export function validateServiceListSearch(
  search: Record<string, unknown>,
): ServiceListSearchParams {
  return listSearch.parse(search);
}

export const serviceTabs = ['details', 'options', 'staff', 'rules', 'timetable'] as const;
export type ServiceTab = (typeof serviceTabs)[number];

const detailSearch = z.object({ tab: z.catch(z.optional(z.enum(serviceTabs)), undefined) });

/** `/t/services/{id}/?tab=` */
export function validateServiceDetailSearch(
  search: Record<string, unknown>,
): z.infer<typeof detailSearch> {
  return detailSearch.parse(search);
}

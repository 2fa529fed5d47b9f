import * as z from 'zod/mini';

// TanStack Router reads search values as JSON first (`?tenant=123` arrives as a number); both
// fields are text, and a malformed one is dropped rather than breaking the sign-in screen.
const text = z.catch(z.optional(z.string()), (context) =>
  typeof context.value === 'number' ? String(context.value) : undefined,
);

const authSearch = z.object({ redirect: text, tenant: text });

export type AuthSearch = z.infer<typeof authSearch>;

/** `?redirect=` (where a guard sent the user from) and `?tenant=` (the business's link). */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return authSearch.parse(search);
}

import * as z from 'zod/mini';

/**
 * The bookings screen's search params: which view, which days, which filters, which page. Every
 * field falls back to its default instead of failing, so an old or hand-edited link still opens
 * the screen. TanStack Router parses values as JSON first, so text may arrive as a number.
 */
export const bookingViews = ['list', 'day', 'week', 'month'] as const;
export type BookingView = (typeof bookingViews)[number];

export const bookingSorts = ['starts_at', '-starts_at', 'service', 'fill'] as const;
export type BookingSort = (typeof bookingSorts)[number];

export const pageSizes = [25, 50, 100, 200] as const;

const text = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const optional = <T extends z.core.$ZodType>(schema: T) => z.catch(z.optional(schema), undefined);

const bookingSearch = z.object({
  view: z.catch(z.optional(z.enum(bookingViews)), undefined),
  /** The calendar's day (any day of the week or month shown). */
  date: optional(z.iso.date()),
  /** The list's first and last local days. */
  from: optional(z.iso.date()),
  to: optional(z.iso.date()),
  service: optional(z.guid()),
  staff: optional(z.guid()),
  status: optional(z.enum(['scheduled', 'cancelled', 'completed'])),
  kind: optional(z.enum(['group', 'private'])),
  q: optional(text),
  sort: optional(z.enum(bookingSorts)),
  page: optional(z.int().check(z.minimum(1))),
  size: optional(z.union(pageSizes.map((size) => z.literal(size)))),
});

export type BookingSearch = z.infer<typeof bookingSearch>;

export function validateBookingSearch(search: Record<string, unknown>): BookingSearch {
  return bookingSearch.parse(search);
}

/** The filters both the list and the calendar apply. */
export interface BookingFilters {
  service?: string;
  staff?: string;
  status?: 'scheduled' | 'cancelled' | 'completed';
  kind?: 'group' | 'private';
  q?: string;
}

export function filtersOf(search: BookingSearch): BookingFilters {
  const q = search.q?.trim();
  return {
    service: search.service,
    staff: search.staff,
    status: search.status,
    kind: search.kind,
    q: q ? q : undefined,
  };
}

/**
 * Text safe inside a PostgREST `or=(...ilike.*text*)` filter: its separators and wildcards are
 * dropped rather than escaped, since nobody searches for them.
 */
export function searchPattern(q: string): string | null {
  const cleaned = q
    .replace(/[,()"'\\*%:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? null : `*${cleaned}*`;
}

import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { dataOf, pageOf } from '../data/data-error';
import type { QueryData, RowOf } from '../data/query-data';
import { clientPageSize, type ClientListSearch } from './client-list-search';
import { neededToBook } from '../documents/needed-to-book';
import { listClientFiles } from './client-files';
import { prefixQuery } from './search-terms';

// The clients screens' reads (issue #6). Long because it is one factory per tab; each names the
// columns it selects, and the row types below are read from these queries.

const summaryColumns =
  'id, user_id, full_name, email, phone, birth_date, tags, status, created_at, balance_minor, credits_remaining, has_pass';

export const clientKeys = {
  all: (tenantId: string) => ['clients', tenantId] as const,
  list: (tenantId: string, search: Omit<ClientListSearch, 'page'>, page: number) =>
    [...clientKeys.all(tenantId), 'list', search, page] as const,
  detail: (tenantId: string, clientId: string) =>
    [...clientKeys.all(tenantId), 'detail', clientId] as const,
  part: (tenantId: string, clientId: string, part: string) =>
    [...clientKeys.detail(tenantId, clientId), part] as const,
  team: (tenantId: string) => ['team-names', tenantId] as const,
};

/** The client_directory read for a search, filters and sort, without its range. */
function directoryRead(
  supabase: Supabase,
  tenantId: string,
  search: Omit<ClientListSearch, 'page'>,
  count?: 'exact',
) {
  let read = supabase
    .from('client_directory')
    .select(summaryColumns, count ? { count } : undefined)
    .eq('tenant_id', tenantId);
  const words = prefixQuery(search.q);
  if (words) read = read.textSearch('search', words, { config: 'simple' });
  if (search.status !== 'all') read = read.eq('status', search.status);
  if (search.balance === 'owing') read = read.lt('balance_minor', 0);
  if (search.balance === 'in_credit') read = read.gt('balance_minor', 0);
  if (search.credits) read = read.or('credits_remaining.gt.0,has_pass.is.true');
  if (search.tag.trim() !== '') read = read.contains('tags', [search.tag.trim()]);
  // The id last, so that equal names or balances keep one order from page to page.
  if (search.sort === 'newest') read = read.order('created_at', { ascending: false });
  else if (search.sort === 'balance') read = read.order('balance_minor', { ascending: true });
  else read = read.order('sort_name', { ascending: true });
  return read.order('id', { ascending: true });
}

/** A page of the client list, with the number of clients that match. */
export function clientListQuery(
  supabase: Supabase,
  tenantId: string,
  { page, ...search }: ClientListSearch,
) {
  return queryOptions({
    queryKey: clientKeys.list(tenantId, search, page),
    queryFn: () => {
      const from = (page - 1) * clientPageSize;
      return pageOf(
        directoryRead(supabase, tenantId, search, 'exact').range(from, from + clientPageSize - 1),
      );
    },
  });
}

/** Every client that matches, for an export: read a thousand at a time. */
export async function allMatchingClients(
  supabase: Supabase,
  tenantId: string,
  search: Omit<ClientListSearch, 'page'>,
): Promise<ClientSummary[]> {
  const chunk = 1000;
  const rows: ClientSummary[] = [];
  for (let from = 0; ; from += chunk) {
    const page = await dataOf(
      directoryRead(supabase, tenantId, search).range(from, from + chunk - 1),
    );
    rows.push(...page);
    if (page.length < chunk) return rows;
  }
}

/** One client with their figures; null when there is no such client in the business. */
export function clientQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.detail(tenantId, clientId),
    queryFn: () =>
      dataOf(
        supabase
          .from('client_directory')
          .select(summaryColumns)
          .eq('tenant_id', tenantId)
          .eq('id', clientId)
          .maybeSingle(),
      ),
  });
}

/** The packs and passes a client holds, newest first, with the name of what was bought. */
export function clientCreditsQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'credits'),
    queryFn: async () => {
      const grants = await dataOf(
        supabase
          .from('client_credits')
          .select(
            'grant_id, option_id, granted_at, expires_at, credits_granted, credits_remaining, valid',
          )
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('granted_at', { ascending: false })
          .limit(100),
      );
      const optionIds = [...new Set(grants.flatMap((grant) => grant.option_id ?? []))];
      const options =
        optionIds.length === 0
          ? []
          : await dataOf(
              supabase
                .from('service_options')
                .select('id, name')
                .eq('tenant_id', tenantId)
                .in('id', optionIds),
            );
      const names = new Map(options.map((option) => [option.id, option.name]));
      // A grant always has an expiry (a check constraint), which a view's type cannot carry.
      return grants.flatMap(({ expires_at, valid, ...grant }) =>
        expires_at === null
          ? []
          : [
              {
                ...grant,
                expires_at,
                valid: valid === true,
                // Null when the option is gone: the screen names it (CreditGrants).
                option_name: names.get(grant.option_id ?? '') ?? null,
              },
            ],
      );
    },
  });
}

const placeColumns =
  'id, status, waitlist_position, booking:bookings!inner(id, starts_at, ends_at, status, location, service:services(name, kind), staff(display_name)), attendance(status)';

/** A client's places in sessions that start from now on (upcoming) or started before (past). */
export function clientPlacesQuery(
  supabase: Supabase,
  tenantId: string,
  clientId: string,
  when: 'upcoming' | 'past',
  limit = 100,
) {
  return queryOptions({
    queryKey: [...clientKeys.part(tenantId, clientId, 'places'), when, limit] as const,
    queryFn: async () => {
      const now = new Date().toISOString();
      const read = supabase
        .from('enrollments')
        .select(placeColumns)
        .eq('tenant_id', tenantId)
        .eq('client_id', clientId);
      const timed =
        when === 'upcoming'
          ? read.gte('booking.starts_at', now).order('booking(starts_at)', { ascending: true })
          : read.lt('booking.starts_at', now).order('booking(starts_at)', { ascending: false });
      return dataOf(timed.limit(limit));
    },
  });
}

/** The latest entries of a client's ledger, newest first. */
export function clientLedgerQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'ledger'),
    queryFn: () =>
      pageOf(
        supabase
          .from('transactions')
          .select(
            'id, kind, amount_minor, currency, credits, method, refund_of, note, created_at, option:service_options(name), enrollment:enrollments(booking:bookings(starts_at, service:services(name)))',
            { count: 'exact' },
          )
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('created_at', { ascending: false })
          // Entries of one operation share their time (a purchase: charge, credits, payment);
          // by kind, backwards, they read in the order they happened.
          .order('kind', { ascending: false })
          .order('id', { ascending: false })
          .range(0, 499),
      ),
  });
}

/** Notes on a client, pinned first, then newest first. */
export function clientNotesQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'notes'),
    queryFn: () =>
      dataOf(
        supabase
          .from('client_notes')
          .select('id, body, pinned, author_id, created_at')
          .eq('tenant_id', tenantId)
          .eq('client_id', clientId)
          .order('pinned', { ascending: false })
          .order('created_at', { ascending: false })
          .limit(200),
      ),
  });
}

/** Who in the team wrote what: user id → display name. */
export function teamNamesQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: clientKeys.team(tenantId),
    queryFn: async () => {
      const staff = await dataOf(
        supabase
          .from('staff')
          .select('user_id, display_name')
          .eq('tenant_id', tenantId)
          .not('user_id', 'is', null),
      );
      return new Map(staff.map((member) => [member.user_id ?? '', member.display_name]));
    },
  });
}

/**
 * What a client has signed, and what they still have to sign, each with whether it stands
 * between the client and booking for themselves now (neededToBook).
 */
export function clientDocumentsQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'documents'),
    queryFn: async () => {
      const [held, unsigned, business, places] = await Promise.all([
        dataOf(
          supabase
            .from('client_documents')
            .select(
              'id, title, template_id, template_version, signed_name, signed_by, signed_at, created_at',
            )
            .eq('tenant_id', tenantId)
            .eq('client_id', clientId)
            .eq('kind', 'signed')
            .order('created_at', { ascending: false }),
        ),
        dataOf(
          supabase
            .from('documents_to_sign')
            .select('template_id, title, version, required_before_booking')
            .eq('tenant_id', tenantId)
            .eq('client_id', clientId)
            .order('title'),
        ),
        dataOf(
          supabase
            .from('tenants')
            .select('documents_before_first_booking')
            .eq('id', tenantId)
            .single(),
        ),
        // Any place, cancelled ones too: the database's rule counts every enrollment.
        dataOf(
          supabase
            .from('enrollments')
            .select('id')
            .eq('tenant_id', tenantId)
            .eq('client_id', clientId)
            .limit(1),
        ),
      ]);
      const client = {
        businessAsks: business.documents_before_first_booking,
        hasBooked: places.length > 0,
      };
      const toSign = unsigned.map((document) => ({
        ...document,
        needed_to_book: neededToBook(document, client),
      }));
      return { held, toSign };
    },
  });
}

/** The files shared with a client, newest first (the documents tab's "Shared files"). */
export function clientFilesQuery(supabase: Supabase, tenantId: string, clientId: string) {
  return queryOptions({
    queryKey: clientKeys.part(tenantId, clientId, 'files'),
    queryFn: () => listClientFiles(supabase, tenantId, clientId),
  });
}

/** The client of the detail screen, once found. */
export type ClientRecord = NonNullable<QueryData<typeof clientQuery>>;
export type ClientSummary = RowOf<typeof clientListQuery>;
export type ClientCredit = RowOf<typeof clientCreditsQuery>;
export type ClientPlace = RowOf<typeof clientPlacesQuery>;
export type ClientLedgerEntry = RowOf<typeof clientLedgerQuery>;
export type ClientNote = RowOf<typeof clientNotesQuery>;
type ClientDocuments = QueryData<typeof clientDocumentsQuery>;
export type SignedDocument = ClientDocuments['held'][number];
export type DocumentToSign = ClientDocuments['toSign'][number];

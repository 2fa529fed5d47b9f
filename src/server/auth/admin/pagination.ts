import { validationFailed } from '../errors/auth-error.ts';

export interface Page {
  page: number;
  perPage: number;
}

/** A parameter left out or left empty (`?page=&per_page=`) takes its default, as on Supabase. */
const numberOr = (value: string | undefined, fallback: number) =>
  value === undefined || value === '' ? fallback : Number(value);

/** page and per_page of a list request: 1 and 50 by default, per_page at most 1000. */
export function parsePage(page: string | undefined, perPage: string | undefined): Page {
  const parsed = { page: numberOr(page, 1), perPage: numberOr(perPage, 50) };
  if (
    !Number.isInteger(parsed.page) ||
    !Number.isInteger(parsed.perPage) ||
    parsed.page < 1 ||
    parsed.perPage < 1 ||
    parsed.perPage > 1000
  ) {
    throw validationFailed(
      `Bad Pagination Parameters: page=${page ?? ''} per_page=${perPage ?? ''}`,
    );
  }
  return parsed;
}

/**
 * The Link header of a page. `page` stays the first query key: supabase-js reads the page
 * number right after the first `=` of each link.
 */
export function paginationLink(path: string, { page, perPage }: Page, total: number): string {
  const last = Math.max(1, Math.ceil(total / perPage));
  const link = (target: number, rel: string) =>
    `<${path}?page=${target}&per_page=${perPage}>; rel="${rel}"`;
  const links = [];
  if (page < last) links.push(link(page + 1, 'next'));
  links.push(link(last, 'last'));
  return links.join(', ');
}

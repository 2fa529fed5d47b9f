import type { InferDataFromTag, QueryKey } from '@tanstack/react-query';

type QueryFactory = (...args: never[]) => { queryKey: QueryKey };

/**
 * What a query factory's query resolves to, read from the data type queryOptions() tags its key
 * with. Row types are named this way, from the query that reads them, so they follow the
 * columns it selects and the generated Database type, never a hand-written copy.
 */
export type QueryData<Factory extends QueryFactory> = InferDataFromTag<
  unknown,
  ReturnType<Factory>['queryKey']
>;

/** One row of a query's data: an element of its list or of its page's rows, or the record. */
export type RowOf<Factory extends QueryFactory> =
  QueryData<Factory> extends { rows: readonly (infer Row)[] }
    ? Row
    : QueryData<Factory> extends readonly (infer Row)[]
      ? Row
      : NonNullable<QueryData<Factory>>;

import { queryOptions } from '@tanstack/react-query';

/** A query that always fails, so the demo can show the retries and their backoff. */
export function failingQueryOptions() {
  return queryOptions({
    queryKey: ['demo', 'always-fails'],
    queryFn: (): Promise<never> =>
      Promise.reject(new Error('This query fails on purpose, to show retries with backoff.')),
  });
}

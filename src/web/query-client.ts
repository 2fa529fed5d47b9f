import { QueryClient } from '@tanstack/react-query';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // SPEC.md section 9 and DESIGN.md section 7: set explicitly even where it is the library
        // default, so the values the product promises are visible here. The three retries are
        // counted in shouldRetryQuery, which also leaves 4xx answers alone.
        staleTime: 5 * 60 * 1000,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
      },
    },
  });
}

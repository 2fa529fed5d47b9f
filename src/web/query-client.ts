import { QueryClient } from '@tanstack/react-query';
import { queryRetryDelay } from './query-retry-delay';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // SPEC.md section 9 and DESIGN.md section 7: set explicitly even where it is the library
        // default, so the values the product promises are visible here.
        staleTime: 5 * 60 * 1000,
        retry: 3,
        retryDelay: queryRetryDelay,
      },
    },
  });
}

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { sessionRefused } from './features/data/data-error';
import { queryRetryDelay, shouldRetryQuery } from './query-retry';

/**
 * The app's query client. `onSessionRefused` runs when the data API refuses the session (it was
 * ended on another device, or the token can no longer be refreshed): boot signs out on this
 * device, so the guards show the sign-in screen instead of an error.
 */
export function createQueryClient(onSessionRefused: () => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (sessionRefused(error)) onSessionRefused();
      },
    }),
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

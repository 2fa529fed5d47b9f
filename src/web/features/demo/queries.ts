import { queryOptions } from '@tanstack/react-query';
import { spaWords } from '@/i18n/spa-language';

/** A query that always fails, so the demo can show the retries and their backoff. */
export function failingQueryOptions() {
  return queryOptions({
    queryKey: ['demo', 'always-fails'],
    queryFn: (): Promise<never> =>
      Promise.reject(new Error(spaWords().formatMessage({ id: 'common.demoFailingError' }))),
  });
}

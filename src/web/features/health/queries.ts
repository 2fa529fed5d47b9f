import { queryOptions } from '@tanstack/react-query';
import { spaWords } from '@/i18n/spa-language';

/** `GET /health`: the server's own report of itself and its database. */
export function healthQueryOptions() {
  return queryOptions({
    queryKey: ['health'],
    queryFn: async ({ signal }): Promise<unknown> => {
      const response = await fetch('/health', { signal, headers: { accept: 'application/json' } });
      if (!response.ok) {
        throw new Error(
          spaWords().formatMessage(
            { id: 'common.demoHealthFailed' },
            { status: String(response.status) },
          ),
        );
      }
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      return isJson ? response.json() : response.text();
    },
  });
}

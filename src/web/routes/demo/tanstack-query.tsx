import { createFileRoute } from '@tanstack/react-router';
import { healthQueryOptions } from '@/features/health/queries';
import { QueryDemo } from './-components/query-demo';

export const Route = createFileRoute('/demo/tanstack-query')({
  // Not awaited: hovering a link to this screen already starts the request, and the screen still
  // shows the query's own pending state, which is what it demonstrates.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(healthQueryOptions());
  },
  component: QueryDemo,
});

import { createFileRoute, redirect } from '@tanstack/react-router';

// The bare address shows the first tab, under the tab's own address so the tab is marked current.
export const Route = createFileRoute('/t/_shell/clients/$clientId/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/t/clients/$clientId/overview/', params, replace: true });
  },
});

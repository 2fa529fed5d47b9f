import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/clients/$clientId/overview/')({
  component: ClientOverview,
});

function ClientOverview() {
  return (
    <SectionHeader title="Overview">
      Profile, balance, remaining credits and upcoming bookings.
    </SectionHeader>
  );
}

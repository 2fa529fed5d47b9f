import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/')({
  component: Dashboard,
});

function Dashboard() {
  return (
    <ScreenHeader title="Dashboard">
      Today at a glance: the day's sessions and how full they are, who is arriving, the day's
      revenue, and quick actions. It fills in once bookings and transactions arrive in later issues.
    </ScreenHeader>
  );
}

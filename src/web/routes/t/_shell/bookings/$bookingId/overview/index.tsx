import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/overview/')({
  component: BookingOverview,
});

function BookingOverview() {
  return (
    <SectionHeader title="Overview">
      Time, service, staff, capacity and location. You will edit, reschedule or cancel it here, with
      notice to the enrolled clients.
    </SectionHeader>
  );
}

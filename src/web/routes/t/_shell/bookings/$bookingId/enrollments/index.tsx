import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/enrollments/')({
  component: BookingEnrollments,
});

function BookingEnrollments() {
  return (
    <SectionHeader title="Enrollments">
      Who has a place and who is waiting. You will add a client, manage the waitlist and cancel a
      place under the cancellation policy.
    </SectionHeader>
  );
}

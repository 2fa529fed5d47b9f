import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId/attendance/')({
  component: BookingAttendance,
});

function BookingAttendance() {
  return (
    <SectionHeader title="Attendance">
      A quick check-in roster: mark each client present, late or absent.
    </SectionHeader>
  );
}

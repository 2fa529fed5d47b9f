import { Code } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import { SectionTabs } from '../../../../../components/section-tabs';
import { TabLink } from '../../../../../components/tab-link';
import { TextLink } from '../../../../../components/text-link';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId')({
  component: BookingDetail,
});

function BookingDetail() {
  const { bookingId } = Route.useParams();
  return (
    <>
      <TextLink to="/t/bookings/" size="sm">
        All bookings
      </TextLink>
      <ScreenHeader title="Booking">
        For session or appointment <Code>{bookingId}</Code>: a tab each for its details, who is
        enrolled, and who attended.
      </ScreenHeader>
      <SectionTabs label="Booking sections">
        <TabLink to="/t/bookings/$bookingId/overview/" params={{ bookingId }}>
          Overview
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/enrollments/" params={{ bookingId }}>
          Enrollments
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/attendance/" params={{ bookingId }}>
          Attendance
        </TabLink>
      </SectionTabs>
      <Outlet />
    </>
  );
}

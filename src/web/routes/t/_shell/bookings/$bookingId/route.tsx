import { Alert, Group, Text } from '@mantine/core';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { sessionLinkUrl } from '@shared/booking-links.ts';
import { CopyLinkButton } from '@/components/copy-link-button';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { ScreenHeader } from '@/components/screen-header';
import { SectionTabs } from '@/components/section-tabs';
import { TabLink } from '@/components/tab-link';
import { BackLink } from '@/components/text-link';
import { BookingBadges, FillMeter } from '@/features/bookings/booking-badges';
import { AddToCalendarMenu } from '@/features/calendar/add-to-calendar-menu';
import { ConflictBadge } from '@/features/calendar-sync/conflict-flags';
import { bookingQuery, type Booking } from '@/features/bookings/queries';
import { useBooking } from '@/features/bookings/use-booking';
import { whoAndWhere } from '@/features/bookings/who-and-where';
import { requireRecordId } from '@/features/data/record-id';
import { formatDateTime, formatTime, zoneNote } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { FormattedMessage, useIntl } from 'react-intl';

export const Route = createFileRoute('/t/_shell/bookings/$bookingId')({
  // Before any loader of the tabs below runs: a malformed id sends no request at all.
  beforeLoad: ({ params }) => requireRecordId(params.bookingId),
  loader: async ({ context, params }) =>
    requireFound(
      await context.queryClient.ensureQueryData(
        bookingQuery(context.supabase, context.membership.tenant.id, params.bookingId),
      ),
    ),
  notFoundComponent: () => <MissingBooking />,
  component: BookingDetail,
});

const allBookings = (
  <BackLink to="/t/bookings/">
    <FormattedMessage id="bookings.allBookings" />
  </BackLink>
);

function BookingDetail() {
  const intl = useIntl();
  const record = useBooking();
  return (
    <RecordFrame
      what={intl.formatMessage({ id: 'bookings.nounOne' })}
      back={allBookings}
      record={record}
    >
      {(booking) => <BookingScreen booking={booking} />}
    </RecordFrame>
  );
}

function BookingScreen({ booking }: { booking: Booking }) {
  const { bookingId } = Route.useParams();
  const { tenant, role } = useMembership();
  const zone = tenant.time_zone;
  const intl = useIntl();
  const note = zoneNote(zone, intl);
  return (
    <>
      <ScreenHeader title={booking.service_name}>
        {intl.formatMessage(
          { id: 'bookings.whenAndWho' },
          {
            when: intl.formatMessage(
              { id: 'bookings.timeRange' },
              {
                start: formatDateTime(booking.starts_at, zone, intl.locale),
                end: formatTime(booking.ends_at, zone, intl.locale),
              },
            ),
            who: whoAndWhere(booking, undefined, intl),
          },
        )}
      </ScreenHeader>
      <Group gap="md" mb="md" mt={-12}>
        <FillMeter fill={booking} width={140} />
        <BookingBadges booking={booking} />
        {booking.status === 'scheduled' && <ConflictBadge bookingId={booking.id} />}
        {/* A group session clients may still book: its link opens at choosing how to pay. */}
        {booking.service_kind === 'group' && booking.status === 'scheduled' ? (
          <CopyLinkButton
            size="xs"
            value={sessionLinkUrl(window.location.origin, tenant.slug, {
              serviceId: booking.service_id,
              bookingId: booking.id,
            })}
            label={intl.formatMessage({ id: 'bookings.copySessionLink' })}
          />
        ) : null}
        {booking.status === 'scheduled' ? (
          <AddToCalendarMenu
            id={booking.id}
            title={booking.service_name}
            startsAt={booking.starts_at}
            endsAt={booking.ends_at}
            details={
              booking.staff_name
                ? intl.formatMessage(
                    { id: 'bookings.calendarDetailsWith' },
                    { staff: booking.staff_name },
                  )
                : null
            }
            location={booking.location || null}
            label={intl.formatMessage(
              { id: 'bookings.calendarEventLabel' },
              {
                service: booking.service_name,
                when: formatDateTime(booking.starts_at, zone, intl.locale),
              },
            )}
          />
        ) : null}
      </Group>
      {booking.status === 'cancelled' && (
        <Alert
          color="red"
          mb="md"
          title={intl.formatMessage({ id: 'bookings.sessionCancelledTitle' })}
        >
          {booking.cancel_reason || intl.formatMessage({ id: 'bookings.noReasonGiven' })}
        </Alert>
      )}
      {note && (
        <Text size="sm" c="dimmed" mb="sm">
          {note}
        </Text>
      )}
      <SectionTabs label={intl.formatMessage({ id: 'bookings.sections' })}>
        <TabLink to="/t/bookings/$bookingId/overview/" params={{ bookingId }}>
          {intl.formatMessage({ id: 'bookings.overview' })}
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/enrollments/" params={{ bookingId }}>
          {intl.formatMessage({ id: 'bookings.enrollments' })}
        </TabLink>
        <TabLink to="/t/bookings/$bookingId/attendance/" params={{ bookingId }}>
          {intl.formatMessage({ id: 'bookings.attendance' })}
        </TabLink>
        {may(role, 'read_audit_trail') && (
          <TabLink to="/t/bookings/$bookingId/history/" params={{ bookingId }}>
            {intl.formatMessage({ id: 'audit.historyTitle' })}
          </TabLink>
        )}
      </SectionTabs>
      <Outlet />
    </>
  );
}

function MissingBooking() {
  const intl = useIntl();
  return (
    <MissingRecordPanel what={intl.formatMessage({ id: 'bookings.nounOne' })} back={allBookings} />
  );
}

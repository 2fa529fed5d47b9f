import { Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { AddToCalendarMenu } from '@/features/calendar/add-to-calendar-menu';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import {
  bookedHeading,
  bookedNews,
  paymentText,
  type BookedPlace,
} from '@/features/registration/booked-place';
import { offerQuery } from '@/features/registration/queries';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { productName } from '@/product-name';
import { SummaryList } from './summary-list';

/**
 * The confirmation is a new screen: it opens at its top with its heading focused, not where the
 * card form below had scrolled to (there, focusing would leave the heading under the fixed
 * header). Module-level, so React calls it once.
 */
function arriveAtTop(heading: HTMLElement | null) {
  if (heading === null) return;
  window.scrollTo({ top: 0 });
  heading.focus({ preventScroll: true });
}

/**
 * The end of every way of booking (issue 33, point 2): a drop-in, a pack bought with the place,
 * a private appointment, a place taken from the waitlist, or a waitlist joined. It replaces the
 * whole screen, so nothing of the steps before it (ways to pay, a session "full" with the
 * client's own place) stays beside it; its heading takes the focus and its news is announced.
 */
export function BookingConfirmation({ booked }: { booked: BookedPlace }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const { policy } = useSuspenseQuery(offerQuery(supabase, tenant.id)).data;
  const { place, payment } = booked;
  const waitlisted = place.status === 'waitlisted';
  const heading = bookedHeading(place, payment);
  const when = `${formatDateTime(booked.startsAt, tenant.time_zone)} to ${formatTime(booked.endsAt, tenant.time_zone)}`;

  return (
    <Stack gap="lg" maw={680}>
      <Stack gap="xs">
        <title>{`${heading} · ${productName}`}</title>
        <Title order={1} tabIndex={-1} ref={arriveAtTop}>
          {heading}
        </Title>
        <Text role="status" fw={600}>
          {bookedNews(place, payment, booked.kind, policy.waitlist_mode)}
        </Text>
      </Stack>

      <Paper withBorder p="lg" component="section" aria-labelledby="booked-heading">
        <Stack>
          <Title order={2} size="h3" id="booked-heading">
            {waitlisted ? 'What you are waiting for' : 'What you booked'}
          </Title>
          <SummaryList
            items={[
              ['What', booked.what],
              ['When', when],
              ['With', booked.staffName ?? 'To be confirmed'],
              ...(booked.location ? [['Where', booked.location] as [string, string]] : []),
              ...(payment
                ? [['Payment', paymentText(payment, waitlisted)] as [string, string]]
                : []),
            ]}
          />
          <ZoneNoteText zone={tenant.time_zone} />
          {!waitlisted && (
            <Group>
              <AddToCalendarMenu
                id={place.id}
                title={`${booked.what} (${tenant.name})`}
                startsAt={booked.startsAt}
                endsAt={booked.endsAt}
                details={booked.staffName ? `With ${booked.staffName}` : null}
                location={booked.location}
                label={`${booked.what}, ${when}`}
                size="sm"
              />
            </Group>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="cancel-heading">
        <Stack gap="xs">
          <Title order={2} size="h3" id="cancel-heading">
            {waitlisted ? 'Leaving the waitlist' : 'If you cannot come'}
          </Title>
          <Text size="sm">
            {waitlisted ? 'Leaving the waitlist is free.' : booked.cancellation}
          </Text>
          <Text size="sm">
            {waitlisted
              ? 'Leave it from your home page, where it is listed under Upcoming bookings.'
              : 'Cancel from your home page: under Upcoming bookings, its Cancel button says what cancelling costs before you confirm.'}
          </Text>
        </Stack>
      </Paper>

      {/* One under another and full width on a phone, where three side by side would wrap. */}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        <LinkButton to="/client-access">Go to your home page</LinkButton>
        {booked.session && (
          <LinkButton
            to="/client-access/register/group-options/"
            search={{ service_id: booked.session.serviceId, booking_id: booked.session.bookingId }}
            variant="default"
          >
            See this session
          </LinkButton>
        )}
        <LinkButton to="/client-access/register/" variant="default">
          Book something else
        </LinkButton>
      </Flex>
    </Stack>
  );
}

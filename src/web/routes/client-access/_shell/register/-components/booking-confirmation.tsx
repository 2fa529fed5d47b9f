import { Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { policy } = useSuspenseQuery(offerQuery(supabase, tenant.id)).data;
  const { place, payment } = booked;
  const waitlisted = place.status === 'waitlisted';
  const heading = bookedHeading(place, payment, intl);
  const when = intl.formatMessage(
    { id: 'register.timeRange' },
    {
      start: formatDateTime(booked.startsAt, tenant.time_zone, intl.locale),
      end: formatTime(booked.endsAt, tenant.time_zone, intl.locale),
    },
  );
  const term = (id: 'register.what' | 'register.when' | 'register.with' | 'register.where') =>
    intl.formatMessage({ id });

  return (
    <Stack gap="lg" maw={680}>
      <Stack gap="xs">
        <title>
          {intl.formatMessage({ id: 'register.documentTitle' }, { heading, product: productName })}
        </title>
        <Title order={1} tabIndex={-1} ref={arriveAtTop}>
          {heading}
        </Title>
        <Text role="status" fw={600}>
          {bookedNews(place, payment, booked.kind, policy.waitlist_mode, intl)}
        </Text>
      </Stack>

      <Paper withBorder p="lg" component="section" aria-labelledby="booked-heading">
        <Stack>
          <Title order={2} size="h3" id="booked-heading">
            {intl.formatMessage({
              id: waitlisted ? 'register.waitingFor' : 'register.whatYouBooked',
            })}
          </Title>
          <SummaryList
            items={[
              [term('register.what'), booked.what],
              [term('register.when'), when],
              [
                term('register.with'),
                booked.staffName ?? intl.formatMessage({ id: 'register.toBeConfirmed' }),
              ],
              ...(booked.location
                ? [[term('register.where'), booked.location] as [string, string]]
                : []),
              ...(payment
                ? [
                    [
                      intl.formatMessage({ id: 'register.payment' }),
                      paymentText(payment, waitlisted, intl),
                    ] as [string, string],
                  ]
                : []),
            ]}
          />
          <ZoneNoteText zone={tenant.time_zone} />
          {!waitlisted && (
            <Group>
              <AddToCalendarMenu
                id={place.id}
                title={intl.formatMessage(
                  { id: 'register.calendarTitle' },
                  { what: booked.what, business: tenant.name },
                )}
                startsAt={booked.startsAt}
                endsAt={booked.endsAt}
                details={
                  booked.staffName
                    ? intl.formatMessage(
                        { id: 'register.calendarDetails' },
                        { staff: booked.staffName },
                      )
                    : null
                }
                location={booked.location}
                label={intl.formatMessage(
                  { id: 'register.calendarLabel' },
                  { what: booked.what, when },
                )}
                size="sm"
              />
            </Group>
          )}
        </Stack>
      </Paper>

      <Paper withBorder p="lg" component="section" aria-labelledby="cancel-heading">
        <Stack gap="xs">
          <Title order={2} size="h3" id="cancel-heading">
            {intl.formatMessage({
              id: waitlisted ? 'register.leavingWaitlist' : 'register.ifYouCannotCome',
            })}
          </Title>
          <Text size="sm">
            {waitlisted
              ? intl.formatMessage({ id: 'register.leavingWaitlistFree' })
              : booked.cancellation}
          </Text>
          <Text size="sm">
            {intl.formatMessage({
              id: waitlisted ? 'register.leaveFromHome' : 'register.cancelFromHome',
            })}
          </Text>
        </Stack>
      </Paper>

      {/* One under another and full width on a phone, where three side by side would wrap. */}
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
        <LinkButton to="/client-access">{intl.formatMessage({ id: 'register.goHome' })}</LinkButton>
        {booked.session && (
          <LinkButton
            to="/client-access/register/group-options/"
            search={{ service_id: booked.session.serviceId, booking_id: booked.session.bookingId }}
            variant="default"
          >
            {intl.formatMessage({ id: 'register.seeSession' })}
          </LinkButton>
        )}
        <LinkButton to="/client-access/register/" variant="default">
          {intl.formatMessage({ id: 'register.bookSomethingElse' })}
        </LinkButton>
      </Flex>
    </Stack>
  );
}

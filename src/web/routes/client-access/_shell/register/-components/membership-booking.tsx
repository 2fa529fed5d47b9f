import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import type { BookedPlace } from '@/features/registration/booked-place';
import { isolate } from '@/features/registration/bidi';
import { allowanceLeft, membershipBar } from '@/features/registration/membership-choices';
import { enrollWithMembership } from '@/features/registration/mutations';
import type { OwnPlace } from '@/features/registration/own-place';
import { refreshRegistration, type OwnMembership } from '@/features/registration/queries';
import { bookedInSession, sessionRows, sessionTerms } from './chosen-session';
import type { SessionWithMemberships } from './membership-step';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';

/**
 * Takes the client's place in the session with a class of their membership (enroll with the
 * subscription, no option), and tells the confirmation how it was paid. One key per place: a
 * retried confirmation finds the first answer.
 */
export function useBookWithMembership(
  chosen: SessionWithMemberships,
  onBooked: (booked: BookedPlace) => void,
) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return useMutation<
    OwnPlace,
    DataError,
    Pick<OwnMembership, 'id' | 'plan_name' | 'allowance_left'>
  >({
    mutationFn: (membership) =>
      enrollWithMembership(supabase, {
        bookingId: chosen.session.id,
        subscriptionId: membership.id,
        idempotencyKey,
      }),
    onSuccess: (place, membership) =>
      onBooked(
        bookedInSession(
          chosen,
          tenant,
          { place, option: 'membership' },
          {
            way: 'membership',
            planName: membership.plan_name,
            classesLeft:
              membership.allowance_left === null
                ? null
                : Math.max(membership.allowance_left - 1, 0),
          },
          intl,
        ),
      ),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
}

/** The summary of a place paid with a membership held, and its confirmation. */
export function MembershipBooking({
  chosen,
  membership,
  onBooked,
}: {
  chosen: SessionWithMemberships;
  membership: OwnMembership;
  onBooked: (booked: BookedPlace) => void;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const book = useBookWithMembership(chosen, onBooked);
  const { service, session } = chosen;
  const bar = membershipBar(membership, session.starts_at);
  const search = { service_id: service.id, booking_id: session.id };
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="check-heading">
      <Stack>
        <Title order={2} size="h3" id="check-heading">
          {intl.formatMessage({ id: 'register.checkAndConfirm' })}
        </Title>
        {book.error && <RefusalAlert error={book.error} />}
        <SummaryList
          items={[
            ...sessionRows(chosen, tenant, intl),
            [
              intl.formatMessage({ id: 'register.payWith' }),
              intl.formatMessage(
                { id: 'register.choiceAndCost' },
                {
                  choice: intl.formatMessage(
                    { id: 'membership.membershipChoice' },
                    { plan: isolate(membership.plan_name, intl) },
                  ),
                  cost: allowanceLeft(membership.allowance_left, intl),
                },
              ),
            ],
            [
              intl.formatMessage({ id: 'register.cancellation' }),
              sessionTerms(chosen, tenant, 'membership', intl),
            ],
          ]}
        />
        <Group gap="sm">
          {bar === null && (
            <Button onClick={() => book.mutate(membership)} loading={book.isPending}>
              {intl.formatMessage({ id: 'membership.bookWithIt' })}
            </Button>
          )}
          <LinkButton to="/client-access/register/group-options/" search={search} variant="default">
            {intl.formatMessage({ id: 'register.chooseAnotherWay' })}
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
}

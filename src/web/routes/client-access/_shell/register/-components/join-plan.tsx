import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import type { DataError } from '@/features/data/data-error';
import { PayByCard } from '@/features/payments/pay-by-card';
import { PaymentProgress } from '@/features/payments/payment-progress';
import { paymentWaysQuery } from '@/features/payments/queries';
import type { BookedPlace } from '@/features/registration/booked-place';
import { isolate } from '@/features/registration/bidi';
import { joinPlan } from '@/features/registration/mutations';
import { planTerms } from '@/features/registration/plan-terms';
import {
  offerQuery,
  ownMembershipsQuery,
  type OfferedPlan,
  type OwnMembership,
} from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useBookWithMembership } from './membership-booking';
import type { SessionWithMemberships } from './membership-step';
import { NewcomerBooking } from './newcomer-booking';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';

/**
 * Joining a plan to book a class with it (issue 35, point 2): the plan's terms, the client's
 * consent to be charged each period, then the first payment by card (the server saves the card
 * for the renewals). The provider's webhook makes the membership live; once it is, the class is
 * booked with it and the usual confirmation shows. A newcomer first becomes a client through the
 * booking page's emailed code, as for buying a pack (decision 0043).
 */
export function JoinPlan({
  chosen,
  plan,
  onBooked,
}: {
  chosen: SessionWithMemberships;
  plan: OfferedPlan;
  onBooked: (booked: BookedPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const clientId = useClientArea().profile?.id ?? null;
  // As in GroupConfirmation: a newcomer stays in the newcomer flow to its end.
  const [newcomer] = useState(clientId === null);
  const [newPayer, setNewPayer] = useState<string | null>(null);
  const payer = newcomer ? newPayer : clientId;
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [paid, setPaid] = useState(false);
  const { data: ways } = useSuspenseQuery(paymentWaysQuery(supabase, tenant.id));
  const join = useMutation<{ id: string }, DataError, string>({
    mutationFn: (client) =>
      joinPlan(supabase, { tenantId: tenant.id, clientId: client, planId: plan.id }),
  });
  const { service, session, policy } = chosen;
  const { services } = useSuspenseQuery(offerQuery(supabase, tenant.id)).data;
  const covers = services
    .filter((candidate) => (plan.service_ids ?? []).includes(candidate.id))
    .map((candidate) => candidate.name);
  const start = () => {
    if (!consent) return setConsentMissing(true);
    if (payer !== null) join.mutate(payer);
  };
  const search = { service_id: service.id, booking_id: session.id };
  const joined = join.data;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="join-heading">
      <Stack>
        <Title order={2} size="h3" id="join-heading">
          {intl.formatMessage({ id: 'membership.joinHeading' }, { plan: isolate(plan.name, intl) })}
        </Title>
        {join.error && <RefusalAlert error={join.error} />}
        {plan.description !== '' && <Text size="sm">{plan.description}</Text>}
        <SummaryList items={planTerms(plan, covers, intl)} />
        <Text size="sm">
          {intl.formatMessage(
            { id: 'membership.joinThenBook' },
            {
              when: `${service.name}, ${formatDateTime(session.starts_at, tenant.time_zone, intl.locale)}`,
            },
          )}
        </Text>
        {ways === null ? (
          <Text size="sm">{intl.formatMessage({ id: 'register.cannotPayOnline' })}</Text>
        ) : joined === undefined ? (
          <>
            <Checkbox
              checked={consent}
              onChange={(event) => {
                setConsent(event.currentTarget.checked);
                setConsentMissing(false);
              }}
              label={intl.formatMessage(
                { id: 'membership.consent' },
                {
                  business: isolate(tenant.name, intl),
                  price: formatMoney(plan.price_minor, plan.currency, intl.locale),
                  period: plan.period,
                },
              )}
              error={
                consentMissing
                  ? intl.formatMessage({ id: 'membership.consentRequired' })
                  : undefined
              }
            />
            {newcomer && newPayer === null ? (
              <NewcomerBooking
                business={tenant}
                policy={policy}
                confirmLabel={intl.formatMessage({ id: 'register.continue' })}
                book={async (newClient) => setNewPayer(newClient)}
              />
            ) : (
              <Group gap="sm">
                <Button onClick={start} loading={join.isPending}>
                  {intl.formatMessage({ id: 'membership.continueToPayment' })}
                </Button>
                <LinkButton
                  to="/client-access/register/group-options/"
                  search={search}
                  variant="default"
                >
                  {intl.formatMessage({ id: 'register.chooseAnotherWay' })}
                </LinkButton>
              </Group>
            )}
          </>
        ) : !paid ? (
          <PayByCard
            tenantId={tenant.id}
            clientId={payer ?? ''}
            paid={{ purpose: 'membership', subscription_id: joined.id }}
            savesCard
            onPaid={() => setPaid(true)}
          />
        ) : (
          <BookWhenLive
            chosen={chosen}
            subscriptionId={joined.id}
            clientId={payer ?? ''}
            onBooked={onBooked}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Waits for the webhook to make the membership live (its first period paid), reading the
 * client's memberships every second, then books the class with it.
 */
function BookWhenLive({
  chosen,
  subscriptionId,
  clientId,
  onBooked,
}: {
  chosen: SessionWithMemberships;
  subscriptionId: string;
  clientId: string;
  onBooked: (booked: BookedPlace) => void;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const liveOf = (memberships: OwnMembership[] | undefined) =>
    memberships?.find(
      (membership) => membership.id === subscriptionId && membership.state === 'live',
    );
  const { data: memberships } = useQuery({
    ...ownMembershipsQuery(supabase, tenant.id, clientId),
    refetchInterval: (query) => (liveOf(query.state.data) ? false : 1000),
  });
  const live = liveOf(memberships);
  const book = useBookWithMembership(chosen, onBooked);
  const started = useRef(false);
  useEffect(() => {
    if (live === undefined || started.current) return;
    started.current = true;
    book.mutate(live);
  }, [live, book]);

  if (book.error)
    return (
      <Stack gap="sm">
        <Text size="sm">{intl.formatMessage({ id: 'membership.joinedNotBooked' })}</Text>
        <RefusalAlert error={book.error} />
      </Stack>
    );
  return (
    <PaymentProgress>
      {intl.formatMessage({ id: live ? 'membership.bookingWithIt' : 'membership.activating' })}
    </PaymentProgress>
  );
}

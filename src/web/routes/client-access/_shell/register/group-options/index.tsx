import { Alert, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ScreenHeader } from '@/components/screen-header';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import { isFull } from '@shared/offer-text.ts';
import type { BookedPlace } from '@/features/registration/booked-place';
import { isolate } from '@/features/registration/bidi';
import { membershipChoices } from '@/features/registration/membership-choices';
import { choiceText, paymentChoices } from '@/features/registration/payment-choices';
import { readLinkIds, validateGroupOptionsSearch } from '@/features/registration/register-search';
import { BookingConfirmation } from '../-components/booking-confirmation';
import { loadChosenSession, useChosenSession } from '../-components/chosen-session';
import { LinkProblem } from '../-components/link-problem';
import { PaymentChoiceLinks } from '../-components/payment-choice-links';
import { SessionCard } from '../-components/session-card';
import { TakeOfferedPlace } from '../-components/take-offered-place';
import { useIntl } from 'react-intl';

export const Route = createFileRoute('/client-access/_shell/register/group-options/')({
  validateSearch: validateGroupOptionsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const link = readLinkIds({ service: deps.service_id, session: deps.booking_id });
    if (link.ok) await loadChosenSession(context, link.ids.session);
  },
  component: GroupOptions,
});

function GroupOptions() {
  const search = Route.useSearch();
  const { business } = useClientArea();
  const link = readLinkIds({ service: search.service_id, session: search.booking_id });
  // A place offered from the waitlist, taken here.
  const [taken, setTaken] = useState<BookedPlace>();
  const intl = useIntl();
  if (taken) return <BookingConfirmation booked={taken} />;
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'register.chooseTitle' })}>
        {intl.formatMessage({ id: 'register.chooseIntro' })}
      </ScreenHeader>
      {link.ok && business !== null ? (
        <WaysToPay serviceId={link.ids.service} bookingId={link.ids.session} onTaken={setTaken} />
      ) : (
        <LinkProblem problem={link.ok ? notOffered : link.problem} />
      )}
    </>
  );
}

const notOffered = 'register.sessionNotOpen';

function WaysToPay({
  serviceId,
  bookingId,
  onTaken,
}: {
  serviceId: string;
  bookingId: string;
  onTaken: (booked: BookedPlace) => void;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const chosen = useChosenSession(tenant.id, serviceId, bookingId);
  if (!chosen.ok) return <LinkProblem problem={chosen.problem} />;
  const { service, session, place, credits, policy, memberships, plans } = chosen;
  const choices = paymentChoices(service.options, credits);
  const ways = membershipChoices(service.id, session.starts_at, memberships, plans);
  const held = choices.filter((choice) => choice.way === 'use');

  return (
    <Stack gap="lg" maw={680}>
      <SessionCard session={session} place={place} waitlistOpen={policy.waitlist_enabled} />
      {place ? (
        <Alert
          color="teal"
          variant="light"
          title={intl.formatMessage({ id: 'register.haveAPlace' })}
          // A standing fact of the screen, not news: not announced as an alert on every visit.
          role="note"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          <Text size="sm">
            {place.status === 'waitlisted'
              ? intl.formatMessage(
                  { id: 'register.waitlistPosition' },
                  { position: place.waitlist_position ?? '?' },
                )
              : intl.formatMessage({
                  id:
                    place.status === 'offered'
                      ? 'register.placeOfferedToYou'
                      : 'register.youAreBookedHere',
                })}
          </Text>
          {place.status === 'offered' && (
            <TakeOfferedPlace chosen={chosen} place={place} onTaken={onTaken} />
          )}
          {held.map((choice) => {
            const text = choiceText(choice, tenant.time_zone, intl);
            return (
              <Text size="sm" key={choice.option.id} mt="xs">
                {intl.formatMessage(
                  { id: 'register.heldChoice' },
                  { option: isolate(choice.option.name, intl), detail: text.detail },
                )}
              </Text>
            );
          })}
        </Alert>
      ) : (
        <Stack component="section" aria-labelledby="pay-heading" gap="sm">
          <Title order={2} size="h3" id="pay-heading">
            {intl.formatMessage({ id: 'register.waysToPay' })}
          </Title>
          {isFull(session) && (
            <Text size="sm">
              {intl.formatMessage({
                id: !policy.waitlist_enabled
                  ? 'register.fullNoWaitlist'
                  : policy.waitlist_mode === 'auto'
                    ? 'register.fullWaitlistAuto'
                    : 'register.fullWaitlistOffer',
              })}
            </Text>
          )}
          {choices.length + ways.member.length + ways.join.length === 0 ? (
            <Text size="sm">{intl.formatMessage({ id: 'register.cannotPayOnline' })}</Text>
          ) : (
            (policy.waitlist_enabled || !isFull(session)) && (
              <PaymentChoiceLinks
                choices={choices}
                memberships={ways}
                serviceId={serviceId}
                bookingId={bookingId}
              />
            )
          )}
        </Stack>
      )}
    </Stack>
  );
}

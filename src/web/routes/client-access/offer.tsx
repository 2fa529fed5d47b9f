import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { LinkButton } from '@/components/link-button';
import { TextLink } from '@/components/text-link';
import type { DataError } from '@/features/data/data-error';
import { offerLinkText } from '@/features/offer-link/offer-link-text';
import {
  offerLinkKeys,
  offerLinkQuery,
  takeOfferedPlace,
  type OfferLink,
} from '@/features/offer-link/queries';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';

// The link of a waitlist offer's email: the place is taken with one click, signed in or not
// (the token is the key), while the offer lasts; afterwards the screen says it lapsed.
export const Route = createFileRoute('/client-access/offer')({
  // As the link carried it, as text (TanStack Router would read "123" as a number).
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    search.token === undefined || search.token === '' ? {} : { token: String(search.token) },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.token !== undefined) {
      await context.queryClient.ensureQueryData(offerLinkQuery(context.supabase, deps.token));
    }
  },
  component: OfferScreen,
});

function Links() {
  const intl = useIntl();
  return (
    <>
      <TextLink to="/client-access">
        {intl.formatMessage({ id: 'client-area.seeYourBookings' })}
      </TextLink>
      <TextLink to="/">{intl.formatMessage({ id: 'client-area.backHome' })}</TextLink>
    </>
  );
}

function OfferScreen() {
  const { token } = Route.useSearch();
  const intl = useIntl();
  if (token === undefined) {
    const { title, text } = offerLinkText({ state: 'unknown' }, intl);
    return (
      <AuthScreen
        area={intl.formatMessage({ id: 'common.areaClient' })}
        title={title}
        links={<Links />}
        form={<></>}
      >
        {text}
      </AuthScreen>
    );
  }
  return <OfferCard token={token} />;
}

/** The zone's city, "London" for Europe/London, which the times say they are in. */
const zoneCity = (zone: string) => (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');

function OfferDetails({ link }: { link: Exclude<OfferLink, { state: 'unknown' }> }) {
  const intl = useIntl();
  const zone = link.time_zone;
  const { locale } = intl;
  const zoneText = intl.formatMessage({ id: 'client-area.zoneTime' }, { city: zoneCity(zone) });
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'client-area.offerSession' }), link.service],
    [
      intl.formatMessage({ id: 'client-area.offerWhen' }),
      intl.formatMessage(
        { id: 'client-area.offerWhenValue' },
        {
          start: formatDateTime(link.starts_at, zone, locale),
          end: formatTime(link.ends_at, zone, locale),
          zone: zoneText,
        },
      ),
    ],
  ];
  if (link.staff) rows.push([intl.formatMessage({ id: 'client-area.offerWith' }), link.staff]);
  if (link.location)
    rows.push([intl.formatMessage({ id: 'client-area.offerWhere' }), link.location]);
  if (link.state === 'open' && link.offer_expires_at) {
    rows.push([
      intl.formatMessage({ id: 'client-area.offerHeldUntil' }),
      intl.formatMessage(
        { id: 'client-area.offerHeldUntilValue' },
        { deadline: formatDateTime(link.offer_expires_at, zone, locale), zone: zoneText },
      ),
    ]);
  }
  return (
    <Stack component="dl" gap={4} m={0}>
      {rows.map(([label, value]) => (
        <Group key={label} gap={6} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" fw={600}>
            {intl.formatMessage({ id: 'client-area.term' }, { term: label })}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function OfferCard({ token }: { token: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { data: link } = useSuspenseQuery(offerLinkQuery(supabase, token));
  const take = useMutation<OfferLink, DataError>({
    mutationFn: () => takeOfferedPlace(supabase, token),
    onSuccess: (taken) => queryClient.setQueryData(offerLinkKeys.link(token), taken),
    // Lapsed meanwhile: the screen reads the offer again and says so.
    onError: () => queryClient.invalidateQueries({ queryKey: offerLinkKeys.link(token) }),
  });
  const { title, text } = offerLinkText(link, intl);
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaClient' })}
      title={title}
      links={<Links />}
      form={
        link.state === 'unknown' ? (
          <></>
        ) : (
          <Stack>
            <OfferDetails link={link} />
            {take.error && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={intl.formatMessage({ id: 'client-area.placeNotTaken' })}
              >
                {take.error.message}
              </Alert>
            )}
            {link.state === 'open' && link.pay_by_card && (
              <LinkButton
                to="/client-access/register/group-options/"
                search={{ service_id: link.service_id, booking_id: link.booking_id }}
              >
                {intl.formatMessage({ id: 'client-area.signInToPay' })}
              </LinkButton>
            )}
            {link.state === 'open' && !link.pay_by_card && (
              <Button onClick={() => take.mutate()} loading={take.isPending}>
                {intl.formatMessage({ id: 'client-area.takePlace' })}
              </Button>
            )}
          </Stack>
        )
      }
    >
      {text}
    </AuthScreen>
  );
}

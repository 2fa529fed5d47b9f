import { Alert, Stack, Text, Title } from '@mantine/core';
import { PacksToBuy } from './-components/packs-to-buy';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { ScreenHeader } from '@/components/screen-header';
import { useBookingBusiness, useClientArea } from '@/features/client-profile/use-client-area';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { placesBySession } from '@/features/registration/own-place';
import { offerQuery, openSessionsQuery } from '@/features/registration/queries';
import { BusinessSearch } from '@/features/tenancy/business-search';
import { GroupServiceCard } from './-components/group-service-card';
import { PrivateServiceCard } from './-components/private-service-card';

// The business's booking page: open to visitors (docs/decisions/0028). `?tenant=` names the
// business; the shell's guard reads it (require-client-area.ts).
const catalogueSearch = z.object({
  tenant: z.catch(z.optional(z.string()), undefined),
});

export const Route = createFileRoute('/client-access/_shell/register/')({
  validateSearch: (search: Record<string, unknown>) => catalogueSearch.parse(search),
  loader: ({ context }) => {
    const { supabase, queryClient, profile, business } = context;
    if (business === null) return null;
    return Promise.all([
      queryClient.ensureQueryData(offerQuery(supabase, business.id)),
      queryClient.ensureQueryData(openSessionsQuery(supabase, business.id, profile?.id ?? null)),
    ]);
  },
  component: BookingPage,
});

function BookingPage() {
  const { business, unknownSlug } = useClientArea();
  if (business === null) return <FindBusiness unknownSlug={unknownSlug} />;
  return <Catalogue />;
}

/** No business chosen, or a link with an address no business has: say so, and search. */
function FindBusiness({ unknownSlug }: { unknownSlug: string | null }) {
  const navigate = Route.useNavigate();
  const intl = useIntl();
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'register.findTitle' })}>
        {intl.formatMessage({ id: 'register.findIntro' })}
      </ScreenHeader>
      <Stack maw={560}>
        {unknownSlug !== null && (
          <Alert
            color="yellow"
            role="alert"
            title={intl.formatMessage({ id: 'register.businessNotFound' })}
            // The yellow title on its light background is too pale to read (axe: contrast).
            styles={{ title: { color: 'var(--mantine-color-text)' } }}
          >
            <Text size="sm">
              {intl.formatMessage({ id: 'register.noBusinessAt' }, { address: unknownSlug })}
            </Text>
          </Alert>
        )}
        <BusinessSearch
          action={intl.formatMessage({ id: 'register.openBusiness' })}
          onChoose={(found) => void navigate({ search: { tenant: found.slug } })}
        />
      </Stack>
    </>
  );
}

function Catalogue() {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { profile } = useClientArea();
  const tenant = useBookingBusiness();
  const clientId = profile?.id ?? null;
  const { data: offer } = useSuspenseQuery(offerQuery(supabase, tenant.id));
  const { data: open } = useSuspenseQuery(openSessionsQuery(supabase, tenant.id, clientId));
  // A service without options cannot be paid for, so it is not offered.
  const bookable = offer.services.filter((service) => service.options.length > 0);
  const privates = bookable.filter((service) => service.kind === 'private');
  const groups = bookable.filter((service) => service.kind === 'group');
  const places = placesBySession(open.places);
  const intl = useIntl();

  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'register.bookTitle' })}>
        {intl.formatMessage(
          { id: profile === null ? 'register.bookIntroVisitor' : 'register.bookIntro' },
          { business: tenant.name },
        )}
      </ScreenHeader>
      <Stack gap="xl" maw={880}>
        <ZoneNoteText zone={tenant.time_zone} />
        {bookable.length === 0 && (
          <Text>
            {intl.formatMessage({ id: 'register.nothingToBook' }, { business: tenant.name })}
          </Text>
        )}
        {privates.length > 0 && (
          <Stack component="section" aria-labelledby="private-heading" gap="md">
            <Title order={2} id="private-heading">
              {intl.formatMessage({ id: 'register.privateSessions' })}
            </Title>
            {privates.map((service) => (
              <PrivateServiceCard key={service.id} service={service} />
            ))}
          </Stack>
        )}
        {groups.length > 0 && (
          <Stack component="section" aria-labelledby="group-heading" gap="md">
            <Title order={2} id="group-heading">
              {intl.formatMessage({ id: 'register.groupClasses' })}
            </Title>
            {groups.map((service) => (
              <GroupServiceCard
                key={service.id}
                service={service}
                sessions={open.sessions.filter((session) => session.service_id === service.id)}
                places={places}
                waitlistOpen={offer.policy.waitlist_enabled}
              />
            ))}
          </Stack>
        )}
        {clientId !== null && <PacksToBuy services={groups} clientId={clientId} />}
      </Stack>
    </>
  );
}

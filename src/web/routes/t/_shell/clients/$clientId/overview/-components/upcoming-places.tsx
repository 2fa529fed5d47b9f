import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { PlacesTable } from '@/features/clients/places-table';
import { clientPlacesQuery } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The next ten places the client holds or waits for. */
export function UpcomingPlaces({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: places } = useSuspenseQuery(
    clientPlacesQuery(supabase, tenant.id, clientId, 'upcoming', 10),
  );
  const active = places.filter((place) =>
    ['held', 'confirmed', 'waitlisted', 'offered'].includes(place.status),
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="upcoming-heading">
      <Title order={3} size="h4" id="upcoming-heading" mb="sm">
        <FormattedMessage id="clients.upcomingTitle" />
      </Title>
      <Stack gap="xs">
        {active.length === 0 ? (
          <Text c="dimmed">
            <FormattedMessage id="clients.noUpcomingBookings" />
          </Text>
        ) : (
          <>
            <ZoneNoteText zone={tenant.time_zone} />
            <PlacesTable
              places={active}
              zone={tenant.time_zone}
              caption={intl.formatMessage({ id: 'clients.nextBookings' })}
            />
          </>
        )}
        <TextLink to="/t/clients/$clientId/enrollments/" params={{ clientId }} size="sm">
          <FormattedMessage id="clients.allEnrollments" />
        </TextLink>
      </Stack>
    </Paper>
  );
}

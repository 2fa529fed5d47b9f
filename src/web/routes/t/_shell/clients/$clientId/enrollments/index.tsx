import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '@/components/section-header';
import { PlacesTable } from '@/features/clients/places-table';
import { clientPlacesQuery } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { useMembership } from '@/features/tenancy/use-tenant';

export const Route = createFileRoute('/t/_shell/clients/$clientId/enrollments/')({
  loader: ({ context, params }) => {
    const tenantId = context.membership.tenant.id;
    return Promise.all(
      (['upcoming', 'past'] as const).map((when) =>
        context.queryClient.ensureQueryData(
          clientPlacesQuery(context.supabase, tenantId, params.clientId, when),
        ),
      ),
    );
  },
  component: ClientEnrollments,
});

function ClientEnrollments() {
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: upcoming } = useSuspenseQuery(
    clientPlacesQuery(supabase, tenant.id, clientId, 'upcoming'),
  );
  const { data: past } = useSuspenseQuery(clientPlacesQuery(supabase, tenant.id, clientId, 'past'));

  return (
    <Stack gap="lg">
      <SectionHeader title="Enrollments">
        This client's places in sessions: confirmed, waitlisted, cancelled and attended.
      </SectionHeader>
      <ZoneNoteText zone={tenant.time_zone} />
      <Stack gap="xs" component="section" aria-labelledby="upcoming-places">
        <Title order={3} size="h4" id="upcoming-places">
          Upcoming
        </Title>
        {upcoming.length === 0 ? (
          <Text c="dimmed">No upcoming places.</Text>
        ) : (
          <PlacesTable places={upcoming} zone={tenant.time_zone} caption="Soonest first" />
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="past-places">
        <Title order={3} size="h4" id="past-places">
          Past
        </Title>
        {past.length === 0 ? (
          <Text c="dimmed">No past places.</Text>
        ) : (
          <PlacesTable
            places={past}
            zone={tenant.time_zone}
            caption={`Latest first${past.length === 100 ? ', the last 100' : ''}`}
            withAttendance
          />
        )}
      </Stack>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '@/components/section-header';
import { TitledSection } from '@/components/titled-section';
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
      <TitledSection
        id="upcoming-places"
        title="Upcoming"
        empty={upcoming.length === 0 && 'No upcoming places.'}
      >
        <PlacesTable places={upcoming} zone={tenant.time_zone} caption="Soonest first" />
      </TitledSection>
      <TitledSection id="past-places" title="Past" empty={past.length === 0 && 'No past places.'}>
        <PlacesTable
          places={past}
          zone={tenant.time_zone}
          caption={`Latest first${past.length === 100 ? ', the last 100' : ''}`}
          withAttendance
        />
      </TitledSection>
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: upcoming } = useSuspenseQuery(
    clientPlacesQuery(supabase, tenant.id, clientId, 'upcoming'),
  );
  const { data: past } = useSuspenseQuery(clientPlacesQuery(supabase, tenant.id, clientId, 'past'));

  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'clients.enrollmentsTitle' })}>
        {intl.formatMessage({ id: 'clients.enrollmentsIntro' })}
      </SectionHeader>
      <ZoneNoteText zone={tenant.time_zone} />
      <TitledSection
        id="upcoming-places"
        title={intl.formatMessage({ id: 'clients.upcomingTitle' })}
        empty={upcoming.length === 0 && intl.formatMessage({ id: 'clients.upcomingEmpty' })}
      >
        <PlacesTable
          places={upcoming}
          zone={tenant.time_zone}
          caption={intl.formatMessage({ id: 'clients.soonestFirst' })}
        />
      </TitledSection>
      <TitledSection
        id="past-places"
        title={intl.formatMessage({ id: 'clients.pastTitle' })}
        empty={past.length === 0 && intl.formatMessage({ id: 'clients.pastEmpty' })}
      >
        <PlacesTable
          places={past}
          zone={tenant.time_zone}
          caption={
            past.length === 100
              ? intl.formatMessage({ id: 'clients.latestFirstLimited' }, { count: past.length })
              : intl.formatMessage({ id: 'clients.latestFirst' })
          }
          withAttendance
        />
      </TitledSection>
    </Stack>
  );
}

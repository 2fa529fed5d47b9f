import { Group, Tabs } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { RecordHeader } from '@/components/record-header';
import { serviceLinkUrl } from '@shared/booking-links.ts';
import { CopyLinkButton } from '@/components/copy-link-button';
import { BackLink } from '@/components/text-link';
import { requireRecordId } from '@/features/data/record-id';
import {
  serviceOptionsQuery,
  serviceQuery,
  serviceStaffQuery,
  upcomingSessionsQuery,
  type Service,
} from '@/features/services/queries';
import { serviceKindLabels } from '@/features/services/service-options';
import { validateServiceDetailSearch, type ServiceTab } from '@/features/services/service-search';
import { teamQuery } from '@/features/staff/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ServiceDetailsForm } from './-components/service-details-form';
import { ServiceOptionsPanel } from './-components/service-options-panel';
import { ServiceRulesForm } from './-components/service-rules-form';
import { ServiceStaffPanel } from './-components/service-staff-panel';
import { ServiceTimetable } from './-components/service-timetable';

export const Route = createFileRoute('/t/_shell/services/$serviceId/')({
  validateSearch: validateServiceDetailSearch,
  beforeLoad: ({ params }) => requireRecordId(params.serviceId),
  loader: async ({ context, params }) => {
    const { queryClient, supabase } = context;
    const [service] = await Promise.all([
      queryClient.ensureQueryData(serviceQuery(supabase, params.serviceId)),
      queryClient.ensureQueryData(serviceOptionsQuery(supabase, params.serviceId)),
      queryClient.ensureQueryData(serviceStaffQuery(supabase, params.serviceId)),
      queryClient.ensureQueryData(teamQuery(supabase, context.membership.tenant.id)),
      queryClient.ensureQueryData(upcomingSessionsQuery(supabase, params.serviceId)),
    ]);
    requireFound(service);
  },
  notFoundComponent: () => <MissingRecordPanel what="service" back={allServices} />,
  component: ServiceDetail,
});

const allServices = <BackLink to="/t/services/">All services</BackLink>;

function ServiceDetail() {
  const { serviceId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data } = useSuspenseQuery(serviceQuery(supabase, serviceId));
  return (
    <RecordFrame what="service" back={allServices} record={data}>
      {(service) => <ServiceScreen service={service} />}
    </RecordFrame>
  );
}

function ServiceScreen({ service }: { service: Service }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { role, tenant } = useMembership();
  const canEdit = may(role, 'manage_services');
  const tab: ServiceTab = search.tab ?? 'details';
  const tabs: { value: ServiceTab; label: string; panel: ReactNode }[] = [
    {
      value: 'details',
      label: 'Details',
      panel: <ServiceDetailsForm service={service} canEdit={canEdit} />,
    },
    {
      value: 'options',
      label: service.kind === 'group' ? 'Options and prices' : 'Variants and prices',
      panel: <ServiceOptionsPanel service={service} canEdit={canEdit} />,
    },
    {
      value: 'staff',
      label: 'Staff',
      panel: <ServiceStaffPanel service={service} canEdit={canEdit} />,
    },
    {
      value: 'rules',
      label: 'Booking rules',
      panel: <ServiceRulesForm service={service} canEdit={canEdit} />,
    },
    ...(service.kind === 'group'
      ? [
          {
            value: 'timetable' as const,
            label: 'Timetable',
            panel: <ServiceTimetable service={service} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <RecordHeader
        title={service.name}
        kind={serviceKindLabels[service.kind]}
        active={service.active}
        readOnlyNote={canEdit ? undefined : 'Only admins and owners change services; you can look.'}
      />
      {service.active ? (
        <Group mt={-12} mb="md">
          <CopyLinkButton
            size="xs"
            value={serviceLinkUrl(window.location.origin, tenant.slug, service)}
            label="Copy link to book this service"
          />
        </Group>
      ) : null}
      <Tabs
        value={tab}
        onChange={(value) =>
          void navigate({ search: { tab: (value as ServiceTab) ?? undefined }, replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {item.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}

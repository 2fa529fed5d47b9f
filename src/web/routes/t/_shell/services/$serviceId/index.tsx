import { Group, Tabs } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { serviceLinkUrl } from '@shared/booking-links.ts';
import { CopyLinkButton } from '@/components/copy-link-button';
import { ScreenHeader } from '@/components/screen-header';
import { TextLink } from '@/components/text-link';
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
    if (service === null) throw notFound();
  },
  notFoundComponent: () => <MissingRecordPanel what="service" back={allServices} />,
  component: ServiceDetail,
});

const allServices = (
  <TextLink to="/t/services/" size="sm">
    All services
  </TextLink>
);

function ServiceDetail() {
  const { serviceId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data: service } = useSuspenseQuery(serviceQuery(supabase, serviceId));
  if (service === null) return <MissingRecordPanel what="service" back={allServices} />;
  return <ServiceScreen service={service} />;
}

function ServiceScreen({ service }: { service: Service }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { role, tenant } = useMembership();
  const canEdit = may(role, 'manage_services');
  const tab: ServiceTab = search.tab ?? 'details';
  const tabs: { value: ServiceTab; label: string }[] = [
    { value: 'details', label: 'Details' },
    {
      value: 'options',
      label: service.kind === 'group' ? 'Options and prices' : 'Variants and prices',
    },
    { value: 'staff', label: 'Staff' },
    { value: 'rules', label: 'Booking rules' },
    ...(service.kind === 'group' ? [{ value: 'timetable' as const, label: 'Timetable' }] : []),
  ];

  return (
    <>
      {allServices}
      <ScreenHeader title={service.name}>
        <Group gap="xs" component="span">
          <StatusBadge>{serviceKindLabels[service.kind]}</StatusBadge>
          <StatusBadge color={service.active ? 'teal' : 'gray'}>
            {service.active ? 'Active' : 'Inactive'}
          </StatusBadge>
          {canEdit ? null : 'Only admins and owners change services; you can look.'}
        </Group>
      </ScreenHeader>
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
        <Tabs.Panel value="details">
          <ServiceDetailsForm service={service} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="options">
          <ServiceOptionsPanel service={service} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="staff">
          <ServiceStaffPanel service={service} canEdit={canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="rules">
          <ServiceRulesForm service={service} canEdit={canEdit} />
        </Tabs.Panel>
        {service.kind === 'group' ? (
          <Tabs.Panel value="timetable">
            <ServiceTimetable service={service} />
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </>
  );
}

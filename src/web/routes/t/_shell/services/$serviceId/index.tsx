import { Group, Tabs } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { serviceKindWords } from '@/features/services/service-options';
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
  notFoundComponent: () => <ServiceNotFound />,
  component: ServiceDetail,
});

const allServices = (
  <BackLink to="/t/services/">
    <FormattedMessage id="services.allServices" />
  </BackLink>
);

function ServiceNotFound() {
  const intl = useIntl();
  return (
    <MissingRecordPanel
      what={intl.formatMessage({ id: 'services.recordWhat' })}
      back={allServices}
    />
  );
}

function ServiceDetail() {
  const { serviceId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data } = useSuspenseQuery(serviceQuery(supabase, serviceId));
  const intl = useIntl();
  return (
    <RecordFrame
      what={intl.formatMessage({ id: 'services.recordWhat' })}
      back={allServices}
      record={data}
    >
      {(service) => <ServiceScreen service={service} />}
    </RecordFrame>
  );
}

function ServiceScreen({ service }: { service: Service }) {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { role, tenant } = useMembership();
  const canEdit = may(role, 'manage_services');
  const intl = useIntl();
  const tab: ServiceTab = search.tab ?? 'details';
  const tabs: { value: ServiceTab; label: string; panel: ReactNode }[] = [
    {
      value: 'details',
      label: intl.formatMessage({ id: 'services.tabDetails' }),
      panel: <ServiceDetailsForm service={service} canEdit={canEdit} />,
    },
    {
      value: 'options',
      label: intl.formatMessage({
        id: service.kind === 'group' ? 'services.optionsAndPrices' : 'services.variantsAndPrices',
      }),
      panel: <ServiceOptionsPanel service={service} canEdit={canEdit} />,
    },
    {
      value: 'staff',
      label: intl.formatMessage({ id: 'services.tabStaff' }),
      panel: <ServiceStaffPanel service={service} canEdit={canEdit} />,
    },
    {
      value: 'rules',
      label: intl.formatMessage({ id: 'services.tabRules' }),
      panel: <ServiceRulesForm service={service} canEdit={canEdit} />,
    },
    ...(service.kind === 'group'
      ? [
          {
            value: 'timetable' as const,
            label: intl.formatMessage({ id: 'services.tabTimetable' }),
            panel: <ServiceTimetable service={service} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <RecordHeader
        title={service.name}
        kind={intl.formatMessage({ id: serviceKindWords[service.kind] })}
        active={service.active}
        readOnlyNote={canEdit ? undefined : intl.formatMessage({ id: 'services.readOnly' })}
      />
      {service.active ? (
        <Group mt={-12} mb="md">
          <CopyLinkButton
            size="xs"
            value={serviceLinkUrl(window.location.origin, tenant.slug, service)}
            label={intl.formatMessage({ id: 'services.copyBookingLink' })}
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

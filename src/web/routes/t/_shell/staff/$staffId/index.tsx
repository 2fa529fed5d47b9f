import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { MissingRecordPanel } from '@/components/missing-record-panel';
import { RecordFrame } from '@/components/record-frame';
import { requireFound } from '@/components/require-found';
import { RecordHeader } from '@/components/record-header';
import { BackLink, TextLink } from '@/components/text-link';
import { requireRecordId } from '@/features/data/record-id';
import {
  rolesQuery,
  staffHoursQuery,
  staffMemberQuery,
  staffServicesQuery,
  timeOffQuery,
  type StaffMember,
} from '@/features/staff/queries';
import { may, roleWords } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { StaffCalendarsSection } from './-components/staff-calendars-section';
import { StaffProfileForm } from './-components/staff-profile-form';
import { StaffRoleSection } from './-components/staff-role-section';
import { TimeOffSection } from './-components/time-off-section';
import { WeeklyHoursEditor } from './-components/weekly-hours-editor';

export const Route = createFileRoute('/t/_shell/staff/$staffId/')({
  beforeLoad: ({ params }) => requireRecordId(params.staffId),
  loader: async ({ context, params }) => {
    const { queryClient, supabase } = context;
    const [member] = await Promise.all([
      queryClient.ensureQueryData(staffMemberQuery(supabase, params.staffId)),
      queryClient.ensureQueryData(staffHoursQuery(supabase, params.staffId)),
      queryClient.ensureQueryData(timeOffQuery(supabase, params.staffId)),
      queryClient.ensureQueryData(staffServicesQuery(supabase, params.staffId)),
      queryClient.ensureQueryData(rolesQuery(supabase, context.membership.tenant.id)),
    ]);
    requireFound(member);
  },
  notFoundComponent: () => <StaffNotFound />,
  component: StaffDetail,
});

const allStaff = (
  <BackLink to="/t/staff/">
    <FormattedMessage id="staff.allStaff" />
  </BackLink>
);

function StaffNotFound() {
  const intl = useIntl();
  return (
    <MissingRecordPanel what={intl.formatMessage({ id: 'staff.recordWhat' })} back={allStaff} />
  );
}

function StaffDetail() {
  const { staffId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data } = useSuspenseQuery(staffMemberQuery(supabase, staffId));
  const intl = useIntl();
  return (
    <RecordFrame
      what={intl.formatMessage({ id: 'staff.recordWhat' })}
      back={allStaff}
      record={data}
    >
      {(member) => <StaffScreen member={member} />}
    </RecordFrame>
  );
}

function StaffScreen({ member }: { member: StaffMember }) {
  const { supabase, userId } = Route.useRouteContext({
    select: (context) => ({ supabase: context.supabase, userId: context.userId }),
  });
  const { tenant, role } = useMembership();
  const { data: roles } = useSuspenseQuery(rolesQuery(supabase, tenant.id));
  const { data: services } = useSuspenseQuery(staffServicesQuery(supabase, member.id));
  const memberRole = member.user_id ? roles[member.user_id] : undefined;
  const canEdit = may(role, 'manage_staff');
  const intl = useIntl();

  return (
    <>
      <RecordHeader
        title={member.display_name}
        kind={intl.formatMessage({
          id: memberRole ? roleWords[memberRole] : 'staff.doesNotSignIn',
        })}
        active={member.active}
        readOnlyNote={canEdit ? undefined : intl.formatMessage({ id: 'staff.readOnly' })}
      />
      <Stack gap={48}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={48}>
          <StaffProfileForm member={member} canEdit={canEdit} />
          <Stack gap="xl">
            <StaffRoleSection member={member} memberRole={memberRole} />
            <Stack gap="xs">
              <Title order={2}>{intl.formatMessage({ id: 'staff.services' })}</Title>
              {services.length === 0
                ? intl.formatMessage({ id: 'staff.noServices' })
                : services.map((service) => (
                    <TextLink
                      key={service.id}
                      to="/t/services/$serviceId/"
                      params={{ serviceId: service.id }}
                      search={{ tab: 'staff' }}
                    >
                      {service.name}
                    </TextLink>
                  ))}
            </Stack>
          </Stack>
        </SimpleGrid>
        <WeeklyHoursEditor member={member} canEdit={canEdit} />
        <TimeOffSection member={member} canEdit={canEdit} />
        {/* The calendar views show a staff member their own, and owners and admins everyone's. */}
        {may(role, 'manage_calendars') || member.user_id === userId ? (
          <StaffCalendarsSection member={member} />
        ) : null}
      </Stack>
    </>
  );
}

import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
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
  notFoundComponent: () => <MissingRecordPanel what="staff member" back={allStaff} />,
  component: StaffDetail,
});

const allStaff = <BackLink to="/t/staff/">All staff</BackLink>;

function StaffDetail() {
  const { staffId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { data } = useSuspenseQuery(staffMemberQuery(supabase, staffId));
  return (
    <RecordFrame what="staff member" back={allStaff} record={data}>
      {(member) => <StaffScreen member={member} />}
    </RecordFrame>
  );
}

function StaffScreen({ member }: { member: StaffMember }) {
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const intl = useIntl();
  const { data: roles } = useSuspenseQuery(rolesQuery(supabase, tenant.id));
  const { data: services } = useSuspenseQuery(staffServicesQuery(supabase, member.id));
  const memberRole = member.user_id ? roles[member.user_id] : undefined;
  const canEdit = may(role, 'manage_staff');

  return (
    <>
      <RecordHeader
        title={member.display_name}
        kind={memberRole ? intl.formatMessage({ id: roleWords[memberRole] }) : 'Does not sign in'}
        active={member.active}
        readOnlyNote={canEdit ? undefined : 'Only admins and owners change the team; you can look.'}
      />
      <Stack gap={48}>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={48}>
          <StaffProfileForm member={member} canEdit={canEdit} />
          <Stack gap="xl">
            <StaffRoleSection member={member} memberRole={memberRole} />
            <Stack gap="xs">
              <Title order={2}>Services</Title>
              {services.length === 0
                ? 'Delivers no service yet: tick the staff member on a service’s Staff tab.'
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
      </Stack>
    </>
  );
}

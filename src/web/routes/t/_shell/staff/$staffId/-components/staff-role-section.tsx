import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { changeRole, staffKeys, type StaffMember } from '@/features/staff/queries';
import { tenancyKeys } from '@/features/tenancy/queries';
import { may, roleWords, type Role } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

const roleDescriptions: Record<Role, string> = {
  staff: 'Runs bookings, clients, check-in and notes.',
  admin: 'Also services, the team, money and documents.',
  owner: 'Also the business settings and roles.',
};

/** The member's role; only an owner changes it, and a business keeps at least one owner. */
export function StaffRoleSection({
  member,
  memberRole,
}: {
  member: StaffMember;
  memberRole?: Role;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant, role } = useMembership();
  // The roles' names come from the catalogue (roleWords); the rest of this screen is the staff
  // screens' own conversion.
  const intl = useIntl();
  const roleLabel = (value: Role) => intl.formatMessage({ id: roleWords[value] });
  const [chosen, setChosen] = useState<Role | undefined>(memberRole);
  const [pending, setPending] = useState(false);

  if (!member.user_id || !memberRole) {
    return (
      <Stack gap="xs">
        <Title order={2}>Role</Title>
        <Text size="sm">
          {member.user_id
            ? 'No longer a member of the business: they cannot sign in to it.'
            : 'This profile does not sign in. Invite their email address to give them access.'}
        </Text>
      </Stack>
    );
  }

  const save = async () => {
    if (!chosen || chosen === memberRole || !member.user_id) return;
    setPending(true);
    try {
      await changeRole(supabase, tenant.id, member.user_id, chosen);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.roles(tenant.id) }),
        queryClient.invalidateQueries({ queryKey: tenancyKeys.all }),
      ]);
      notifySaved(`${member.display_name} is now ${roleLabel(chosen).toLowerCase()}.`);
    } catch (error) {
      notifyFailed(error, 'The role was not changed');
      setChosen(memberRole);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2}>Role</Title>
      {may(role, 'manage_memberships') ? (
        <Group align="flex-end" gap="sm">
          <Select
            label="Role in the business"
            description={chosen ? roleDescriptions[chosen] : undefined}
            data={(['staff', 'admin', 'owner'] as const).map((value) => ({
              value,
              label: roleLabel(value),
            }))}
            value={chosen ?? null}
            onChange={(value) => setChosen((value as Role | null) ?? memberRole)}
            allowDeselect={false}
            w={260}
          />
          <Button
            onClick={() => void save()}
            loading={pending}
            disabled={chosen === memberRole}
            variant="default"
          >
            Change role
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          {roleLabel(memberRole)}: {roleDescriptions[memberRole]} Only an owner changes roles.
        </Text>
      )}
    </Stack>
  );
}

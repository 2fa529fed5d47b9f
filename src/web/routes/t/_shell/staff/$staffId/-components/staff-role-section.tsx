import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { changeRole, staffKeys, type StaffMember } from '@/features/staff/queries';
import { tenancyKeys } from '@/features/tenancy/queries';
import { roleDescriptionWords } from '@/features/staff/role-words';
import { may, type Role, roleWords } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

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
  const [chosen, setChosen] = useState<Role | undefined>(memberRole);
  const [pending, setPending] = useState(false);
  const intl = useIntl();

  if (!member.user_id || !memberRole) {
    return (
      <Stack gap="xs">
        <Title order={2}>{intl.formatMessage({ id: 'staff.role' })}</Title>
        <Text size="sm">
          {member.user_id
            ? intl.formatMessage({ id: 'staff.noLongerMember' })
            : intl.formatMessage({ id: 'staff.noSignIn' })}
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
      notifySaved(
        intl.formatMessage(
          { id: 'staff.roleChanged' },
          { name: member.display_name, role: chosen },
        ),
      );
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'staff.roleNotChanged' }));
      setChosen(memberRole);
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Title order={2}>{intl.formatMessage({ id: 'staff.role' })}</Title>
      {may(role, 'manage_memberships') ? (
        <Group align="flex-end" gap="sm">
          <Select
            label={intl.formatMessage({ id: 'staff.roleInBusiness' })}
            description={
              chosen ? intl.formatMessage({ id: roleDescriptionWords[chosen] }) : undefined
            }
            data={(['staff', 'admin', 'owner'] as const).map((value) => ({
              value,
              label: intl.formatMessage({ id: roleWords[value] }),
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
            {intl.formatMessage({ id: 'staff.changeRole' })}
          </Button>
        </Group>
      ) : (
        <Text size="sm">
          {intl.formatMessage(
            { id: 'staff.roleReadOnly' },
            {
              role: intl.formatMessage({ id: roleWords[memberRole] }),
              description: intl.formatMessage({ id: roleDescriptionWords[memberRole] }),
            },
          )}
        </Text>
      )}
    </Stack>
  );
}

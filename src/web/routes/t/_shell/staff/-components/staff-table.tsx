import { ColorSwatch, Group, Text } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { StatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import type { StaffMember } from '@/features/staff/queries';
import { roleLabels, type Role } from '@/features/tenancy/permissions';

export function StaffTable({
  staff,
  roles,
}: {
  staff: StaffMember[];
  roles: Record<string, Role>;
}) {
  const columns: ListColumn<StaffMember>[] = [
    {
      header: 'Name',
      cell: (member) => (
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={member.colour} size={12} aria-hidden />
          <TextLink to="/t/staff/$staffId/" params={{ staffId: member.id }} fw={600}>
            {member.display_name}
          </TextLink>
        </Group>
      ),
    },
    {
      header: 'Role',
      cell: (member) => {
        const role = member.user_id ? roles[member.user_id] : undefined;
        if (role) return roleLabels[role];
        return (
          <Text size="sm" c="dimmed" component="span">
            {member.user_id ? 'Left the team' : 'Does not sign in'}
          </Text>
        );
      },
    },
    { header: 'Email', cell: (member) => member.email ?? '—' },
    {
      header: 'Status',
      card: 'aside',
      cell: (member) => (
        <StatusBadge color={member.active ? 'teal' : 'gray'}>
          {member.active ? 'Active' : 'Inactive'}
        </StatusBadge>
      ),
    },
  ];
  return (
    <ResponsiveList label="Team" rows={staff} rowKey={(member) => member.id} columns={columns} />
  );
}

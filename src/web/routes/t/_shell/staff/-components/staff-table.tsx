import { ColorSwatch, Group, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../../../../components/status-badge';
import { TextLink } from '../../../../../components/text-link';
import type { StaffMember } from '../../../../../features/staff/queries';
import { roleLabels, type Role } from '../../../../../features/tenancy/permissions';

export function StaffTable({
  staff,
  roles,
}: {
  staff: StaffMember[];
  roles: Record<string, Role>;
}) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {staff.map((member) => {
            const role = member.user_id ? roles[member.user_id] : undefined;
            return (
              <Table.Tr key={member.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={member.colour} size={12} aria-hidden />
                    <TextLink to="/t/staff/$staffId/" params={{ staffId: member.id }} fw={600}>
                      {member.display_name}
                    </TextLink>
                  </Group>
                </Table.Td>
                <Table.Td>
                  {role ? (
                    roleLabels[role]
                  ) : (
                    <Text size="sm" c="dimmed" component="span">
                      {member.user_id ? 'Left the team' : 'Does not sign in'}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{member.email ?? '—'}</Table.Td>
                <Table.Td>
                  <StatusBadge color={member.active ? 'teal' : 'gray'}>
                    {member.active ? 'Active' : 'Inactive'}
                  </StatusBadge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ColorSwatch, Group, Table } from '@mantine/core';
import { StatusBadge } from '../../../../../components/status-badge';
import { TextLink } from '../../../../../components/text-link';
import type { Service } from '../../../../../features/services/queries';
import { formatMinutes, serviceKindLabels } from '../../../../../features/services/service-options';

export function ServiceTable({ services }: { services: Service[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Duration</Table.Th>
            <Table.Th>Places</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {services.map((service) => (
            <Table.Tr key={service.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={service.colour} size={12} aria-hidden />
                  <TextLink
                    to="/t/services/$serviceId/"
                    params={{ serviceId: service.id }}
                    fw={600}
                  >
                    {service.name}
                  </TextLink>
                </Group>
              </Table.Td>
              <Table.Td>{serviceKindLabels[service.kind]}</Table.Td>
              <Table.Td>{formatMinutes(service.duration_minutes)}</Table.Td>
              <Table.Td>{service.kind === 'group' ? service.capacity : 'One client'}</Table.Td>
              <Table.Td>
                <StatusBadge color={service.active ? 'teal' : 'gray'}>
                  {service.active ? 'Active' : 'Inactive'}
                </StatusBadge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { ColorSwatch, Group } from '@mantine/core';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { StatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import type { Service } from '@/features/services/queries';
import { formatMinutes, serviceKindLabels } from '@/features/services/service-options';

const columns: ListColumn<Service>[] = [
  {
    header: 'Name',
    cell: (service) => (
      <Group gap="xs" wrap="nowrap">
        <ColorSwatch color={service.colour} size={12} aria-hidden />
        <TextLink to="/t/services/$serviceId/" params={{ serviceId: service.id }} fw={600}>
          {service.name}
        </TextLink>
      </Group>
    ),
  },
  { header: 'Kind', cell: (service) => serviceKindLabels[service.kind] },
  { header: 'Duration', cell: (service) => formatMinutes(service.duration_minutes) },
  {
    header: 'Places',
    cell: (service) => (service.kind === 'group' ? service.capacity : 'One client'),
  },
  {
    header: 'Status',
    card: 'aside',
    cell: (service) => (
      <StatusBadge color={service.active ? 'teal' : 'gray'}>
        {service.active ? 'Active' : 'Inactive'}
      </StatusBadge>
    ),
  },
];

export function ServiceTable({ services }: { services: Service[] }) {
  return (
    <ResponsiveList
      label="Services"
      rows={services}
      rowKey={(service) => service.id}
      columns={columns}
    />
  );
}

import { activeColumn, SwatchName } from '@/components/list-cells';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import type { Service } from '@/features/services/queries';
import { DurationText } from '@/components/duration-text';
import { serviceKindLabels } from '@/features/services/service-options';

/** The services list's columns. */
export const serviceColumns: ListColumn<Service>[] = [
  {
    header: 'Name',
    cell: (service) => (
      <SwatchName colour={service.colour}>
        <TextLink to="/t/services/$serviceId/" params={{ serviceId: service.id }} fw={600}>
          {service.name}
        </TextLink>
      </SwatchName>
    ),
  },
  { header: 'Kind', cell: (service) => serviceKindLabels[service.kind] },
  { header: 'Duration', cell: (service) => <DurationText minutes={service.duration_minutes} /> },
  {
    header: 'Places',
    cell: (service) => (service.kind === 'group' ? service.capacity : 'One client'),
  },
  activeColumn(),
];

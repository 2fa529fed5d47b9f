import { activeColumn, SwatchName } from '@/components/list-cells';
import type { ListColumn } from '@/components/responsive-list';
import { TextLink } from '@/components/text-link';
import type { Service } from '@/features/services/queries';
import { DurationText } from '@/components/duration-text';
import { serviceKindWords } from '@/features/services/service-options';
import type { Words } from '@shared/i18n/words.ts';

/** The services list's columns, in the reader's words. */
export function serviceColumns(words: Words): ListColumn<Service>[] {
  return [
    {
      header: words.formatMessage({ id: 'services.name' }),
      cell: (service) => (
        <SwatchName colour={service.colour}>
          <TextLink to="/t/services/$serviceId/" params={{ serviceId: service.id }} fw={600}>
            {service.name}
          </TextLink>
        </SwatchName>
      ),
    },
    {
      header: words.formatMessage({ id: 'services.kind' }),
      cell: (service) => words.formatMessage({ id: serviceKindWords[service.kind] }),
    },
    {
      header: words.formatMessage({ id: 'services.columnDuration' }),
      cell: (service) => <DurationText minutes={service.duration_minutes} />,
    },
    {
      header: words.formatMessage({ id: 'services.places' }),
      cell: (service) =>
        service.kind === 'group'
          ? service.capacity.toLocaleString(words.locale)
          : words.formatMessage({ id: 'services.oneClient' }),
    },
    activeColumn(),
  ];
}

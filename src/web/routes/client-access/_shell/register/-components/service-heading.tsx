import { Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { cheapestOption, durationsText } from '@shared/offer-text.ts';
import type { OfferedService } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';

/** A service's name, what it is, how long it lasts and what it costs at least. */
export function ServiceHeading({
  service,
  id,
  order = 3,
}: {
  service: OfferedService;
  id: string;
  order?: 2 | 3;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  const cheapest = cheapestOption(service.options);
  const several = new Set(service.options.map((option) => option.price_minor)).size > 1;
  return (
    <Stack gap={4}>
      <Title order={order} size={order === 3 ? 'h4' : 'h3'} id={id}>
        {service.name}
      </Title>
      {service.description && (
        <Text size="sm" c="dimmed">
          {service.description}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{durationsText(service, intl)}</Text>
        {cheapest && (
          <>
            <Text size="sm" aria-hidden>
              ·
            </Text>
            <Text size="sm" fw={600}>
              {several ? 'from ' : ''}
              {formatMoney(cheapest.price_minor, cheapest.currency || tenant.currency)}
            </Text>
          </>
        )}
      </Group>
    </Stack>
  );
}

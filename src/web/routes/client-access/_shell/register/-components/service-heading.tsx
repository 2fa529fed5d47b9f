import { Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const durations = durationsText(service, intl);
  return (
    <Stack gap={4}>
      <Title order={order} size={order === 3 ? 'h4' : 'h3'} id={id}>
        {service.name}
      </Title>
      {service.description && (
        // The business's own words, in their own direction.
        <Text size="sm" c="dimmed" dir="auto">
          {service.description}
        </Text>
      )}
      <Text size="sm">
        {cheapest ? (
          <FormattedMessage
            id={several ? 'register.lengthFromPrice' : 'register.lengthAndPrice'}
            values={{
              length: durations,
              price: formatMoney(
                cheapest.price_minor,
                cheapest.currency || tenant.currency,
                intl.locale,
              ),
              // The dot only parts the two for the eye.
              dot: (chunks) => <span aria-hidden>{chunks}</span>,
              strong: (chunks) => (
                <Text span size="sm" fw={600}>
                  {chunks}
                </Text>
              ),
            }}
          />
        ) : (
          durations
        )}
      </Text>
    </Stack>
  );
}

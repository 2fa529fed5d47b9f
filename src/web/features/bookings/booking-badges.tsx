import { Badge, Group, Progress, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { fillColour, fillPercent, fillSentence, fillText, type Fill } from './fill';
import type { BookingSummary } from './queries';

/** How full a session is: a bar named for screen readers, and "7/12 · 2 waiting". */
export function FillMeter({ fill, width = 90 }: { fill: Fill; width?: number }) {
  const intl = useIntl();
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress.Root w={width} size="md">
        <Progress.Section
          value={fillPercent(fill)}
          color={fillColour(fill)}
          aria-label={fillSentence(fill, intl)}
        />
      </Progress.Root>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {fillText(fill, intl)}
      </Text>
    </Group>
  );
}

/** A booking's status, when it is not simply scheduled, and its kind. */
export function BookingBadges({ booking }: { booking: BookingSummary }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="nowrap">
      {booking.service_kind === 'private' && (
        <Badge variant="light" color="grape">
          {intl.formatMessage({ id: 'bookings.badgePrivate' })}
        </Badge>
      )}
      {booking.status === 'cancelled' && (
        <Badge variant="filled" color="red">
          {intl.formatMessage({ id: 'bookings.statusCancelled' })}
        </Badge>
      )}
      {booking.status === 'completed' && (
        <Badge variant="light" color="gray">
          {intl.formatMessage({ id: 'bookings.statusCompleted' })}
        </Badge>
      )}
    </Group>
  );
}

import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useBookingBusiness } from '@/features/client-profile/use-client-area';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { ownPlaceLabel, type OwnPlace } from '@/features/registration/own-place';
import type { OpenSession } from '@/features/registration/queries';
import { sessionFillText } from '@/features/registration/session-fill-text';
import { formatDateTime, formatTime } from '@/features/tenancy/format-time';
import { useIntl } from 'react-intl';
import { staffAndPlace } from './staff-and-place';

/** The session being booked: what, when, with whom, where, places left and the client's place. */
export function SessionCard({
  session,
  place,
  waitlistOpen,
}: {
  session: OpenSession;
  place: OwnPlace | null;
  /** Whether the business keeps a waitlist, so a full session invites others to join it. */
  waitlistOpen: boolean;
}) {
  const tenant = useBookingBusiness();
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="session-heading" maw={680}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="session-heading">
            {session.service_name}
          </Title>
          {place && (
            <StatusBadge color={place.status === 'waitlisted' ? 'violet' : 'teal'}>
              {ownPlaceLabel(place, intl)}
            </StatusBadge>
          )}
        </Group>
        <Text fw={600}>
          {intl.formatMessage(
            { id: 'register.timeRange' },
            {
              start: formatDateTime(session.starts_at, tenant.time_zone, intl.locale),
              end: formatTime(session.ends_at, tenant.time_zone, intl.locale),
            },
          )}
        </Text>
        <Text size="sm">{staffAndPlace(session, intl, 'capital')}</Text>
        <Text size="sm">{sessionFillText(session, place, waitlistOpen, intl)}</Text>
        <ZoneNoteText zone={tenant.time_zone} />
      </Stack>
    </Paper>
  );
}

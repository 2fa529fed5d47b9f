import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { BookingLink } from '@/features/bookings/booking-link';
import { ConflictLines } from '@/features/calendar-sync/conflict-flags';
import { whoAndWhere } from '@/features/bookings/who-and-where';
import type { Today, TodaySession } from '@/features/desk/queries';
import { formatTime } from '@/features/tenancy/format-time';

function SessionRow({ session, zone }: { session: TodaySession; zone: string }) {
  const intl = useIntl();
  const fill = Math.min(100, Math.round((session.confirmed / session.capacity) * 100));
  const full = session.confirmed >= session.capacity;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
          <Text fw={700}>
            <FormattedMessage
              id="dashboard.sessionTimes"
              values={{
                start: (
                  <time dateTime={session.starts_at}>
                    {formatTime(session.starts_at, zone, intl.locale)}
                  </time>
                ),
                end: (
                  <time dateTime={session.ends_at}>
                    {formatTime(session.ends_at, zone, intl.locale)}
                  </time>
                ),
              }}
            />
          </Text>
          <BookingLink bookingId={session.booking_id}>{session.service_name}</BookingLink>
          <Text size="sm" c="dimmed">
            {whoAndWhere(session, intl.formatMessage({ id: 'dashboard.noTeacher' }), intl)}
          </Text>
          <ConflictLines bookingId={session.booking_id} staffName={session.staff_name} />
        </Stack>
        <Stack gap={6} style={{ flex: '1 1 180px' }} maw={320}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {intl.formatMessage(
                { id: 'dashboard.sessionBooked' },
                { booked: session.confirmed, capacity: session.capacity },
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {intl.formatMessage(
                { id: 'dashboard.sessionCheckedIn' },
                { count: session.checked_in },
              )}
            </Text>
          </Group>
          <Progress
            value={fill}
            color={full ? 'red' : 'teal'}
            aria-label={intl.formatMessage(
              { id: 'dashboard.sessionFill' },
              {
                service: session.service_name,
                booked: session.confirmed,
                capacity: session.capacity,
              },
            )}
          />
          <Group gap="xs">
            {full && (
              <Badge color="red" variant="light" c="red.9">
                {intl.formatMessage({ id: 'dashboard.full' })}
              </Badge>
            )}
            {session.waitlisted > 0 && (
              <Badge color="grape" variant="light" c="grape.9">
                {intl.formatMessage({ id: 'dashboard.waiting' }, { count: session.waitlisted })}
              </Badge>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Today's sessions in the order they start, each leading to its booking. */
export function TodaySessions({ today }: { today: Today }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="today-sessions">
      <Text id="today-sessions" component="h2" fw={700} fz="lg" mb="sm">
        {intl.formatMessage({ id: 'dashboard.sessionsTitle' })}
      </Text>
      {today.sessions.length === 0 ? (
        <Text c="dimmed">{intl.formatMessage({ id: 'dashboard.nothingToday' })}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {today.sessions.map((session) => (
            <SessionRow key={session.booking_id} session={session} zone={today.time_zone} />
          ))}
        </Stack>
      )}
    </section>
  );
}

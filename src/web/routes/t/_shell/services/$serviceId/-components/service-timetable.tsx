import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useDisclosure } from '@mantine/hooks';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { SectionHeader } from '@/components/section-header';
import { TextLink } from '@/components/text-link';
import { upcomingSessionsQuery, type Service } from '@/features/services/queries';
import { formatDateTime, formatTime, zoneNote } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ScheduleSeriesForm } from './schedule-series-form';
import { useIntl } from 'react-intl';

/** The service's next sessions, and a weekly series to add more. */
export function ServiceTimetable({ service }: { service: Service }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const { data: sessions } = useSuspenseQuery(upcomingSessionsQuery(supabase, service.id));
  const [opened, { open, close }] = useDisclosure(false);
  const intl = useIntl();
  const note = zoneNote(tenant.time_zone, intl);

  return (
    <Stack>
      <SectionHeader title="Timetable">
        The upcoming sessions of {service.name}. Schedule a weekly series: its times stay the same
        local time in {tenant.time_zone.replaceAll('_', ' ')} across clock changes.
      </SectionHeader>
      {note ? (
        <Alert color="blue" variant="light">
          {note}
        </Alert>
      ) : null}
      {may(role, 'manage_bookings') ? (
        <Group>
          <Button onClick={open}>Schedule a weekly series</Button>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        {sessions.total === 0
          ? 'No upcoming sessions.'
          : sessions.total > sessions.rows.length
            ? `The next ${sessions.rows.length} of ${sessions.total} upcoming sessions.`
            : `${sessions.total} upcoming ${sessions.total === 1 ? 'session' : 'sessions'}.`}
      </Text>
      {sessions.rows.length > 0 ? (
        <ResponsiveList
          label="Upcoming sessions"
          rows={sessions.rows}
          rowKey={(session) => session.id}
          columns={[
            {
              header: 'When',
              cell: (session) => (
                <TextLink to="/t/bookings/$bookingId" params={{ bookingId: session.id }}>
                  {formatDateTime(session.starts_at, tenant.time_zone)}–
                  {formatTime(session.ends_at, tenant.time_zone)}
                </TextLink>
              ),
            },
            {
              header: 'Instructor',
              cell: (session) =>
                session.staff?.display_name ?? <StatusBadge color="gray">Not assigned</StatusBadge>,
            },
            { header: 'Places', cell: (session) => session.capacity },
            { header: 'Location', cell: (session) => session.location || '—' },
          ]}
        />
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened={opened}
        onClose={close}
        title="Schedule a weekly series"
        size="lg"
      >
        <ScheduleSeriesForm service={service} onDone={close} />
      </Modal>
    </Stack>
  );
}

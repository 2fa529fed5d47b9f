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
  const zone = tenant.time_zone;

  return (
    <Stack>
      <SectionHeader title={intl.formatMessage({ id: 'services.tabTimetable' })}>
        {intl.formatMessage(
          { id: 'services.timetableIntro' },
          { service: service.name, zone: zone.replaceAll('_', ' ') },
        )}
      </SectionHeader>
      {note ? (
        <Alert color="blue" variant="light">
          {note}
        </Alert>
      ) : null}
      {may(role, 'manage_bookings') ? (
        <Group>
          <Button onClick={open}>{intl.formatMessage({ id: 'services.scheduleSeries' })}</Button>
        </Group>
      ) : null}
      <Text size="sm" c="dimmed">
        {sessions.total === 0
          ? intl.formatMessage({ id: 'services.noUpcoming' })
          : sessions.total > sessions.rows.length
            ? intl.formatMessage(
                { id: 'services.nextOfTotal' },
                { shown: sessions.rows.length, total: sessions.total },
              )
            : intl.formatMessage({ id: 'services.upcomingCount' }, { count: sessions.total })}
      </Text>
      {sessions.rows.length > 0 ? (
        <ResponsiveList
          label={intl.formatMessage({ id: 'services.upcomingSessions' })}
          rows={sessions.rows}
          rowKey={(session) => session.id}
          columns={[
            {
              header: intl.formatMessage({ id: 'services.columnWhen' }),
              cell: (session) => (
                <TextLink to="/t/bookings/$bookingId" params={{ bookingId: session.id }}>
                  {intl.formatMessage(
                    { id: 'services.sessionWhen' },
                    {
                      start: formatDateTime(session.starts_at, zone, intl.locale),
                      end: formatTime(session.ends_at, zone, intl.locale),
                    },
                  )}
                </TextLink>
              ),
            },
            {
              header: intl.formatMessage({ id: 'services.instructor' }),
              cell: (session) =>
                session.staff?.display_name ?? (
                  <StatusBadge color="gray">
                    {intl.formatMessage({ id: 'services.notAssigned' })}
                  </StatusBadge>
                ),
            },
            {
              header: intl.formatMessage({ id: 'services.places' }),
              cell: (session) => session.capacity.toLocaleString(intl.locale),
            },
            {
              header: intl.formatMessage({ id: 'services.location' }),
              cell: (session) => session.location || '—',
            },
          ]}
        />
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'services.close' }) }}
        opened={opened}
        onClose={close}
        title={intl.formatMessage({ id: 'services.scheduleSeries' })}
        size="lg"
      >
        <ScheduleSeriesForm service={service} onDone={close} />
      </Modal>
    </Stack>
  );
}

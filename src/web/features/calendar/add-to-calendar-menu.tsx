import { Button, Menu, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { googleCalendarLink } from '@shared/google-calendar-link';
import { useIntl } from 'react-intl';
import { notifyFailed } from '@/components/notify';
import { downloadEventFile } from './download-event-file';

interface AddToCalendarMenuProps {
  /** A client's place id, or a booking's id on the team's screens. */
  id: string;
  title: string;
  startsAt: string;
  endsAt: string;
  details?: string | null;
  location?: string | null;
  /** What the booking is, for screen readers: "Vinyasa Flow, Tue 30 Jun 18:30". */
  label: string;
  size?: ButtonProps['size'];
}

/** "Add to calendar": the booking's .ics to download, or a new Google Calendar event. */
export function AddToCalendarMenu({
  id,
  title,
  startsAt,
  endsAt,
  details,
  location,
  label,
  size = 'xs',
}: AddToCalendarMenuProps) {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const download = useMutation({
    mutationFn: () => downloadEventFile(supabase, apiUrl, id),
    onError: (error) =>
      notifyFailed(error, intl.formatMessage({ id: 'bookings.calendarFileNotDownloaded' })),
  });
  const google = googleCalendarLink({ title, startsAt, endsAt, details, location });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size={size}
          variant="default"
          loading={download.isPending}
          aria-label={intl.formatMessage({ id: 'bookings.addToCalendarFor' }, { what: label })}
        >
          {intl.formatMessage({ id: 'bookings.addToCalendar' })}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => download.mutate()}>
          {intl.formatMessage({ id: 'bookings.downloadIcs' })}
        </Menu.Item>
        <Menu.Item component="a" href={google} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage({ id: 'bookings.googleCalendar' })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

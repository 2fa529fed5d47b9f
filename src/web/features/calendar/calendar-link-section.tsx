import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { CopyLinkButton } from '@/components/copy-link-button';
import { notifyFailed, notifySaved } from '@/components/notify';
import { formatDateTime } from '@/features/tenancy/format-time';
import { newCalendarLink } from './mutations';
import { calendarLinkKeys, calendarLinkQuery } from './queries';
import { feedUrl, webcalUrl } from './calendar-urls';

interface CalendarLinkSectionProps {
  tenantId: string;
  businessName: string;
  timeZone: string;
  /** The sessions and appointments the caller runs, instead of their own bookings. */
  forStaff: boolean;
}

/**
 * A private calendar subscription link: made here, shown once (only its hash is kept), copied
 * into a calendar app, and replaced by a new one whenever the person wants the old one dead.
 */
export function CalendarLinkSection({
  tenantId,
  businessName,
  timeZone,
  forStaff,
}: CalendarLinkSectionProps) {
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const state = useQuery(calendarLinkQuery(supabase, tenantId, forStaff));
  const [made, setMade] = useState<string>();
  const make = useMutation({
    mutationFn: () => newCalendarLink(supabase, tenantId, forStaff),
    onSuccess: async (link) => {
      setMade(feedUrl(apiUrl, link.token));
      await queryClient.invalidateQueries({ queryKey: calendarLinkKeys.link(tenantId, forStaff) });
      notifySaved('Your new calendar link is ready to copy.');
    },
    onError: (error) => notifyFailed(error, 'No calendar link was made'),
  });
  const what = forStaff
    ? `the sessions and appointments you run at ${businessName}`
    : `your bookings at ${businessName}`;
  const madeAt = state.data?.made_at ?? null;
  const replace = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Make a new calendar link?',
      children: (
        <Text size="sm">
          The link you have now stops working at once: calendars subscribed to it stop updating
          until you subscribe them to the new one.
        </Text>
      ),
      labels: { confirm: 'Make a new link', cancel: 'Keep the old one' },
      onConfirm: () => make.mutate(),
    });

  return (
    <Stack component="section" aria-labelledby="calendar-link-heading">
      <Stack gap="xs">
        <Title order={2} id="calendar-link-heading">
          Calendar subscription
        </Title>
        <Text c="dimmed" maw={680}>
          A private link that shows {what} in your calendar app (Google Calendar, Apple Calendar,
          Outlook), kept up to date as they change. Anyone with the link sees them, so keep it to
          yourself.
        </Text>
      </Stack>
      {state.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Looking for your calendar link…</Text>
        </Group>
      ) : state.isError ? (
        <Alert color="red" title="Your calendar link could not be read">
          {state.error.message}{' '}
          <Anchor component="button" type="button" onClick={() => void state.refetch()}>
            Try again
          </Anchor>
        </Alert>
      ) : made !== undefined ? (
        <Stack gap="xs">
          <TextInput
            label="Your calendar link"
            description="Copy it now: for your privacy it is shown only this once."
            value={made}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyLinkButton value={made} label="Copy calendar link" size="sm" variant="default" />
            <Button component="a" href={webcalUrl(made)} variant="default" size="sm">
              Open in calendar app
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm">
          {madeAt === null
            ? 'You have no calendar link yet.'
            : `You made a calendar link on ${formatDateTime(madeAt, timeZone)}. It keeps working, but it cannot be shown again: make a new one to copy it (the old one then stops working).`}
        </Text>
      )}
      {state.isSuccess && (
        <Button
          variant={madeAt === null ? 'filled' : 'default'}
          style={{ alignSelf: 'flex-start' }}
          loading={make.isPending}
          onClick={() => (madeAt === null ? make.mutate() : replace())}
        >
          {madeAt === null ? 'Make a calendar link' : 'Make a new link'}
        </Button>
      )}
    </Stack>
  );
}

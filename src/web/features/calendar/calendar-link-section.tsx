import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
      notifySaved(intl.formatMessage({ id: 'bookings.calendarLinkReady' }));
    },
    onError: (error) =>
      notifyFailed(error, intl.formatMessage({ id: 'bookings.calendarLinkNotMade' })),
  });
  const madeAt = state.data?.made_at ?? null;
  const replace = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'bookings.close' }) },
      title: intl.formatMessage({ id: 'bookings.calendarLinkReplaceTitle' }),
      children: (
        <Text size="sm">{intl.formatMessage({ id: 'bookings.calendarLinkReplaceText' })}</Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'bookings.calendarLinkMakeNew' }),
        cancel: intl.formatMessage({ id: 'bookings.calendarLinkKeepOld' }),
      },
      onConfirm: () => make.mutate(),
    });

  return (
    <Stack component="section" aria-labelledby="calendar-link-heading">
      <Stack gap="xs">
        <Title order={2} id="calendar-link-heading">
          {intl.formatMessage({ id: 'bookings.calendarLinkTitle' })}
        </Title>
        <Text c="dimmed" maw={680}>
          {intl.formatMessage(
            {
              id: forStaff ? 'bookings.calendarLinkIntroStaff' : 'bookings.calendarLinkIntroClient',
            },
            { business: businessName },
          )}
        </Text>
      </Stack>
      {state.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm">{intl.formatMessage({ id: 'bookings.calendarLinkLooking' })}</Text>
        </Group>
      ) : state.isError ? (
        <Alert color="red" title={intl.formatMessage({ id: 'bookings.calendarLinkNotRead' })}>
          <FormattedMessage
            id="bookings.calendarLinkErrorRetry"
            values={{
              error: state.error.message,
              retry: (chunks: ReactNode[]) => (
                <Anchor component="button" type="button" onClick={() => void state.refetch()}>
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Alert>
      ) : made !== undefined ? (
        <Stack gap="xs">
          <TextInput
            label={intl.formatMessage({ id: 'bookings.calendarLinkLabel' })}
            description={intl.formatMessage({ id: 'bookings.calendarLinkCopyNow' })}
            value={made}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="xs">
            <CopyLinkButton
              value={made}
              label={intl.formatMessage({ id: 'bookings.calendarLinkCopy' })}
              size="sm"
              variant="default"
            />
            <Button component="a" href={webcalUrl(made)} variant="default" size="sm">
              {intl.formatMessage({ id: 'bookings.calendarLinkOpenInApp' })}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text size="sm">
          {madeAt === null
            ? intl.formatMessage({ id: 'bookings.calendarLinkNone' })
            : intl.formatMessage(
                { id: 'bookings.calendarLinkMadeOn' },
                { when: formatDateTime(madeAt, timeZone, intl.locale) },
              )}
        </Text>
      )}
      {state.isSuccess && (
        <Button
          variant={madeAt === null ? 'filled' : 'default'}
          style={{ alignSelf: 'flex-start' }}
          loading={make.isPending}
          onClick={() => (madeAt === null ? make.mutate() : replace())}
        >
          {intl.formatMessage({
            id: madeAt === null ? 'bookings.calendarLinkMake' : 'bookings.calendarLinkMakeNew',
          })}
        </Button>
      )}
    </Stack>
  );
}

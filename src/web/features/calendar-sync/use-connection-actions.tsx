import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { useMembership } from '@/features/tenancy/use-tenant';
import { disconnectCalendar, syncCalendarsNow } from './mutations';
import { calendarSyncKeys, type Connection } from './queries';

/** "Sync now" and "Disconnect" (after a confirmation) of one connection, each saying how it went. */
export function useConnectionActions(connection: Connection) {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const account = connection.account;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: calendarSyncKeys.tenant(tenant.id) });

  const syncNow = async () => {
    try {
      await syncCalendarsNow(supabase, connection.id);
      await refresh();
      notifySaved(intl.formatMessage({ id: 'calendars.syncAsked' }, { account }));
    } catch (error) {
      notifyFailed(error, intl.formatMessage({ id: 'calendars.syncNotAsked' }));
    }
  };

  const disconnect = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
      title: intl.formatMessage({ id: 'calendars.disconnectTitle' }, { account }),
      children: <Text size="sm">{intl.formatMessage({ id: 'calendars.disconnectText' })}</Text>,
      labels: {
        confirm: intl.formatMessage({ id: 'calendars.disconnect' }),
        cancel: intl.formatMessage({ id: 'calendars.keepConnected' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await disconnectCalendar({ supabase, apiUrl }, connection.id);
          await refresh();
          notifySaved(intl.formatMessage({ id: 'calendars.disconnected' }, { account }));
        } catch (error) {
          notifyFailed(error, intl.formatMessage({ id: 'calendars.notDisconnected' }));
        }
      },
    });

  return { syncNow, disconnect };
}

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { codeWords, providerWords, type Provider } from '@/features/calendar-sync/calendar-words';

interface Returned {
  connected?: Provider;
  calendar_error?: string;
}

/**
 * Back from a provider's consent page (the server's OAuth callback sends the browser here): says
 * in words how the connection went, once, and takes the word out of the address so that a
 * reload or a shared link does not say it again.
 */
export function useReturnNotice(
  search: Returned,
  navigate: (options: { search: Returned; replace: boolean }) => Promise<void>,
) {
  const intl = useIntl();
  const { connected, calendar_error: error } = search;
  useEffect(() => {
    if (connected === undefined && error === undefined) return;
    if (connected !== undefined)
      notifySaved(
        intl.formatMessage(
          { id: 'calendars.connectedNotice' },
          { provider: intl.formatMessage({ id: providerWords[connected] }) },
        ),
      );
    if (error !== undefined)
      notifyFailed(codeWords(error, intl), intl.formatMessage({ id: 'calendars.notConnected' }));
    void navigate({ search: {}, replace: true });
  }, [connected, error, intl, navigate]);
}

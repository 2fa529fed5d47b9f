import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { isolate } from '@/features/registration/bidi';
import { useMembership } from '@/features/tenancy/use-tenant';
import {
  deleteWebhookEndpoint,
  rotateWebhookSecret,
  sendWebhookTest,
  updateWebhookEndpoint,
  type EndpointChoice,
} from './mutations';
import { webhookKeys, type WebhookEndpoint } from './queries';

/**
 * What can be done to one endpoint, each saying how it went: save its address and events, turn
 * it on or off, send a test ping, rotate its secret and delete it (both after a confirmation).
 */
export function useEndpointActions(endpoint: WebhookEndpoint) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { tenant } = useMembership();
  const endpointId = endpoint.id ?? '';
  const url = isolate(endpoint.url ?? '', intl);
  const current: EndpointChoice = {
    url: endpoint.url ?? '',
    events: endpoint.events ?? [],
    description: endpoint.description ?? '',
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.tenant(tenant.id) });
  const closeButtonProps = { 'aria-label': t({ id: 'common.close' }) };

  /** Saves the form's choice, keeping the endpoint on or off; throws a refusal for the form. */
  const save = async (choice: EndpointChoice) => {
    await updateWebhookEndpoint(supabase, endpointId, {
      ...choice,
      enabled: endpoint.enabled ?? false,
    });
    await refresh();
    notifySaved(t({ id: 'webhooks.saved' }));
  };

  const setEnabled = async (enabled: boolean) => {
    try {
      await updateWebhookEndpoint(supabase, endpointId, { ...current, enabled });
      await refresh();
      notifySaved(t({ id: enabled ? 'webhooks.turnedOn' : 'webhooks.turnedOff' }));
    } catch (error) {
      notifyFailed(error, t({ id: 'webhooks.notSwitched' }));
    }
  };

  const sendTest = async () => {
    try {
      await sendWebhookTest(supabase, endpointId);
      await refresh();
      notifySaved(t({ id: 'webhooks.testSent' }));
    } catch (error) {
      notifyFailed(error, t({ id: 'webhooks.testNotSent' }));
    }
  };

  /** Asks first; answers the new secret through `onRotated`. */
  const rotate = (onRotated: (secret: string) => void) =>
    modals.openConfirmModal({
      closeButtonProps,
      title: t({ id: 'webhooks.rotateTitle' }),
      children: <Text size="sm">{t({ id: 'webhooks.rotateText' })}</Text>,
      labels: { confirm: t({ id: 'webhooks.rotate' }), cancel: t({ id: 'webhooks.keepSecret' }) },
      onConfirm: async () => {
        try {
          onRotated(await rotateWebhookSecret(supabase, endpointId));
          await refresh();
          notifySaved(t({ id: 'webhooks.rotated' }));
        } catch (error) {
          notifyFailed(error, t({ id: 'webhooks.notRotated' }));
        }
      },
    });

  const remove = () =>
    modals.openConfirmModal({
      closeButtonProps,
      title: t({ id: 'webhooks.deleteConfirmTitle' }, { url }),
      children: <Text size="sm">{t({ id: 'webhooks.deleteConfirmText' })}</Text>,
      labels: { confirm: t({ id: 'webhooks.delete' }), cancel: t({ id: 'webhooks.keepEndpoint' }) },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await deleteWebhookEndpoint(supabase, endpointId);
          await navigate({ to: '/t/settings/webhooks' });
          await refresh();
          notifySaved(t({ id: 'webhooks.deleted' }, { url }));
        } catch (error) {
          notifyFailed(error, t({ id: 'webhooks.notDeleted' }));
        }
      },
    });

  return { current, save, setEnabled, sendTest, rotate, remove };
}

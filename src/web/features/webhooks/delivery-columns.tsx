import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Words } from '@shared/i18n/words.ts';
import type { ListColumn } from '@/components/responsive-list';
import { StatusBadge } from '@/components/status-badge';
import { formatDateTime } from '@/features/tenancy/format-time';
import { deliveryErrorWords, deliveryStateOf, deliveryStateWords } from './delivery-words';
import { eventWords } from './event-groups';
import type { WebhookDelivery } from './queries';

/** An event's label in the reader's words, or its name when this SPA does not know it. */
export function eventLabel(event: string, words: Words): string {
  const known = eventWords(event);
  return known ? words.formatMessage({ id: known.label }) : event;
}

/** Shows what was sent: the message id its receiver sees, and the JSON body as it went. */
function showPayload(delivery: WebhookDelivery, event: string, words: Words) {
  const t = words.formatMessage;
  modals.open({
    title: t({ id: 'webhooks.payloadTitle' }, { event }),
    size: 'lg',
    closeButtonProps: { 'aria-label': t({ id: 'common.close' }) },
    children: (
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t({ id: 'webhooks.messageId' }, { id: delivery.message_id ?? '' })}
        </Text>
        <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(delivery.payload, null, 2)}
        </Code>
      </Stack>
    ),
  });
}

/**
 * An endpoint's deliveries as rows: the event, its state (with the last error or the next
 * try), the status code, the attempts, the time, and "Payload" and "Send again".
 */
export function deliveryColumns(
  zone: string,
  resend: { pendingId: string | undefined; onResend: (id: string) => void },
  words: Words,
): ListColumn<WebhookDelivery>[] {
  const t = words.formatMessage;
  const when = (at: string | null) => (at ? formatDateTime(at, zone, words.locale) : '');
  return [
    {
      header: t({ id: 'webhooks.columnEvent' }),
      cell: (delivery) => (
        <Text size="sm" fw={500}>
          {eventLabel(delivery.event_type ?? '', words)}
        </Text>
      ),
    },
    {
      header: t({ id: 'webhooks.columnState' }),
      card: 'aside',
      cell: (delivery) => {
        const state = deliveryStateWords[deliveryStateOf(delivery.state)];
        return <StatusBadge color={state.color}>{t({ id: state.label })}</StatusBadge>;
      },
    },
    {
      header: t({ id: 'webhooks.columnStatus' }),
      cell: (delivery) => (
        <Stack gap={2}>
          <Text size="sm">{delivery.last_status ?? ''}</Text>
          {delivery.last_error && deliveryStateOf(delivery.state) !== 'delivered' ? (
            <Text size="xs" c="red.8">
              {t({ id: deliveryErrorWords(delivery.last_error) }, { code: delivery.last_error })}
            </Text>
          ) : null}
          {deliveryStateOf(delivery.state) === 'pending' && delivery.next_attempt_at ? (
            <Text size="xs" c="dimmed">
              {t({ id: 'webhooks.nextAttempt' }, { when: when(delivery.next_attempt_at) })}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: t({ id: 'webhooks.columnAttempts' }),
      cell: (delivery) => delivery.attempts ?? 0,
    },
    {
      header: t({ id: 'webhooks.columnTime' }),
      cell: (delivery) => when(delivery.created_at),
    },
    {
      header: t({ id: 'webhooks.columnActions' }),
      card: 'footer',
      cell: (delivery) => {
        const event = eventLabel(delivery.event_type ?? '', words);
        const time = when(delivery.created_at);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => showPayload(delivery, event, words)}
              aria-label={t({ id: 'webhooks.payloadLabel' }, { event, time })}
            >
              {t({ id: 'webhooks.payload' })}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              loading={resend.pendingId === delivery.id}
              disabled={resend.pendingId !== undefined}
              onClick={() => delivery.id && resend.onResend(delivery.id)}
              aria-label={t({ id: 'webhooks.resendLabel' }, { event, time })}
            >
              {t({ id: 'webhooks.resend' })}
            </Button>
          </Group>
        );
      },
    },
  ];
}

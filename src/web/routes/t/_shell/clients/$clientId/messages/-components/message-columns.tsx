import { Badge, Button, Stack, Text } from '@mantine/core';
import type { Words } from '@shared/i18n/words.ts';
import type { ListColumn } from '@/components/responsive-list';
import {
  attemptsText,
  canResend,
  channelLabels,
  deliveryText,
  messageKindLabel,
  messageStatuses,
} from '@/features/messages/message-labels';
import type { ClientMessage } from '@/features/messages/queries';
import { formatDateTime } from '@/features/tenancy/format-time';

/**
 * A client's messages as rows: what, to where, how it stands, when, and Resend, in the screen's
 * language (`words`: useIntl()).
 */
export function messageColumns(
  zone: string,
  resend: { allowed: boolean; pendingId: string | undefined; onResend: (id: string) => void },
  words: Words,
): ListColumn<ClientMessage>[] {
  const t = words.formatMessage;
  return [
    {
      header: t({ id: 'notifications.columnMessage' }),
      cell: (message) => {
        const kind = messageKindLabel(message.kind ?? '', words);
        return (
          <>
            <Text size="sm" fw={500}>
              {message.resent ? t({ id: 'notifications.resentKind' }, { kind }) : kind}
            </Text>
            {message.service_name && (
              <Text size="xs" c="dimmed">
                {message.session_starts_at
                  ? t(
                      { id: 'notifications.serviceAndTime' },
                      {
                        service: message.service_name,
                        when: formatDateTime(message.session_starts_at, zone, words.locale),
                      },
                    )
                  : message.service_name}
              </Text>
            )}
          </>
        );
      },
    },
    {
      header: t({ id: 'notifications.columnSentTo' }),
      cell: (message) => {
        const channel = channelLabels[message.channel ?? ''];
        return (
          <>
            <Text size="sm">{channel ? t({ id: channel }) : message.channel}</Text>
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {message.to_address}
            </Text>
          </>
        );
      },
    },
    {
      header: t({ id: 'notifications.columnStatus' }),
      card: 'aside',
      cell: (message) => {
        const status = messageStatuses[message.status ?? ''];
        return (
          <Badge color={status?.color ?? 'gray'} variant="dot">
            {status ? t({ id: status.label }) : (message.status ?? '')}
          </Badge>
        );
      },
    },
    {
      header: t({ id: 'notifications.columnDetails' }),
      cell: (message) => {
        const tries = attemptsText(message.status ?? '', message.attempts ?? 0, words);
        // How far a text got after the gateway took it (its status callbacks).
        const delivery = deliveryText(
          message.delivery_status ?? null,
          message.delivery_error ?? null,
          words,
        );
        if (!tries && !message.last_error && !delivery) return '';
        return (
          <Stack gap={2}>
            {delivery && (
              <Text size="xs" c={delivery.color}>
                {delivery.text}
              </Text>
            )}
            {tries && <Text size="xs">{tries}</Text>}
            {message.last_error && (
              <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                {message.status === 'failed'
                  ? t({ id: 'notifications.failedReason' }, { reason: message.last_error })
                  : t({ id: 'notifications.lastTryReason' }, { reason: message.last_error })}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      header: t({ id: 'notifications.columnWhen' }),
      cell: (message) => {
        const at = message.sent_at ?? message.failed_at ?? message.created_at;
        return at ? formatDateTime(at, zone, words.locale) : '';
      },
    },
    ...(resend.allowed
      ? [
          {
            header: t({ id: 'notifications.columnActions' }),
            card: 'footer' as const,
            cell: (message: ClientMessage) =>
              message.id && canResend(message.status ?? '') ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={resend.pendingId === message.id}
                  disabled={resend.pendingId !== undefined}
                  onClick={() => message.id && resend.onResend(message.id)}
                  aria-label={t(
                    { id: 'notifications.resendLabel' },
                    {
                      kind: messageKindLabel(message.kind ?? '', words),
                      to: message.to_address ?? '',
                    },
                  )}
                >
                  {t({ id: 'notifications.resend' })}
                </Button>
              ) : (
                ''
              ),
          },
        ]
      : []),
  ];
}

import { Badge, Button, Stack, Text } from '@mantine/core';
import type { ListColumn } from '@/components/responsive-list';
import {
  attemptsText,
  canResend,
  channelLabels,
  messageKindLabel,
  messageStatuses,
} from '@/features/messages/message-labels';
import type { ClientMessage } from '@/features/messages/queries';
import { formatDateTime } from '@/features/tenancy/format-time';

/** A client's messages as rows: what, to where, how it stands, when, and Resend. */
export function messageColumns(
  zone: string,
  resend: { allowed: boolean; pendingId: string | undefined; onResend: (id: string) => void },
): ListColumn<ClientMessage>[] {
  return [
    {
      header: 'Message',
      cell: (message) => (
        <>
          <Text size="sm" fw={500}>
            {messageKindLabel(message.kind ?? '')}
            {message.resent ? ' (sent again)' : ''}
          </Text>
          {message.service_name && (
            <Text size="xs" c="dimmed">
              {message.service_name}
              {message.session_starts_at
                ? `, ${formatDateTime(message.session_starts_at, zone)}`
                : ''}
            </Text>
          )}
        </>
      ),
    },
    {
      header: 'Sent to',
      cell: (message) => (
        <>
          <Text size="sm">{channelLabels[message.channel ?? ''] ?? message.channel}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {message.to_address}
          </Text>
        </>
      ),
    },
    {
      header: 'Status',
      card: 'aside',
      cell: (message) => {
        const status = messageStatuses[message.status ?? ''] ?? {
          label: message.status ?? '',
          color: 'gray',
        };
        return (
          <Badge color={status.color} variant="dot">
            {status.label}
          </Badge>
        );
      },
    },
    {
      header: 'Details',
      cell: (message) => {
        const tries = attemptsText(message.status ?? '', message.attempts ?? 0);
        if (!tries && !message.last_error) return '';
        return (
          <Stack gap={2}>
            {tries && <Text size="xs">{tries}</Text>}
            {message.last_error && (
              <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
                {message.status === 'failed' ? 'Failed: ' : 'Last try: '}
                {message.last_error}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      header: 'When',
      cell: (message) => {
        const at = message.sent_at ?? message.failed_at ?? message.created_at;
        return at ? formatDateTime(at, zone) : '';
      },
    },
    ...(resend.allowed
      ? [
          {
            header: 'Actions',
            card: 'footer' as const,
            cell: (message: ClientMessage) =>
              message.id && canResend(message.status ?? '') ? (
                <Button
                  size="xs"
                  variant="default"
                  loading={resend.pendingId === message.id}
                  disabled={resend.pendingId !== undefined}
                  onClick={() => message.id && resend.onResend(message.id)}
                  aria-label={`Resend: ${messageKindLabel(message.kind ?? '')} to ${message.to_address ?? ''}`}
                >
                  Resend
                </Button>
              ) : (
                ''
              ),
          },
        ]
      : []),
  ];
}

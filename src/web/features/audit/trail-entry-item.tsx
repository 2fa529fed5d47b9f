import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@/components/text-link';
import { useMembership } from '../tenancy/use-tenant';
import { entrySentence } from './entry-sentence';
import { fieldChanges, trailTime } from './field-changes';
import type { AuditEntry } from './queries';
import { actorKindWords, type ActorKind } from './trail-subjects';
import { UndoEntryButton } from './undo-entry-button';

const isActorKind = (kind: string): kind is ActorKind => Object.hasOwn(actorKindWords, kind);

/**
 * One entry of the trail: when (the business's time), who (name and kind), what happened in a
 * sentence (with Undo while it can be undone), what it belongs to (unless the trail is that
 * client's or that session's), and the changed fields, folded away until asked for.
 */
export function TrailEntryItem({
  entry,
  showClient,
  showSession,
}: {
  entry: AuditEntry;
  showClient: boolean;
  showSession: boolean;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const [open, setOpen] = useState(false);
  const changesId = useId();
  const context = { zone: tenant.time_zone, currency: tenant.currency };
  const changes = fieldChanges(entry, intl, context);
  const kind = isActorKind(entry.actor_kind)
    ? intl.formatMessage({ id: actorKindWords[entry.actor_kind] })
    : entry.actor_kind;
  const client = showClient && entry.client_id !== null && entry.client_name !== null;
  const session = showSession && entry.booking_id !== null && entry.service_name !== null;
  const sentence = entrySentence(entry, intl, context);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm" c="dimmed" component="time" dateTime={entry.at}>
            {trailTime(entry.at, tenant.time_zone, intl.locale)}
          </Text>
          <Group gap={6} wrap="nowrap">
            {entry.actor_name !== null && (
              <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                {entry.actor_name}
              </Text>
            )}
            <Badge variant="light" color="gray" size="sm">
              {kind}
            </Badge>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={500}>{sentence}</Text>
          <UndoEntryButton entry={entry} sentence={sentence} />
        </Group>
        {(client || session) && (
          <Group gap="md" wrap="wrap">
            {client && entry.client_id !== null && (
              <TextLink
                size="sm"
                to="/t/clients/$clientId/history/"
                params={{ clientId: entry.client_id }}
              >
                {intl.formatMessage({ id: 'audit.clientLink' }, { client: entry.client_name })}
              </TextLink>
            )}
            {session && entry.booking_id !== null && entry.booking_starts_at !== null && (
              <TextLink
                size="sm"
                to="/t/bookings/$bookingId/history/"
                params={{ bookingId: entry.booking_id }}
              >
                {intl.formatMessage(
                  { id: 'audit.sessionLink' },
                  {
                    service: entry.service_name,
                    when: trailTime(entry.booking_starts_at, tenant.time_zone, intl.locale),
                  },
                )}
              </TextLink>
            )}
          </Group>
        )}
        {changes.length > 0 && (
          <>
            <Button
              variant="subtle"
              size="compact-sm"
              px={4}
              style={{ alignSelf: 'flex-start' }}
              aria-expanded={open}
              aria-controls={changesId}
              onClick={() => setOpen((shown) => !shown)}
            >
              {intl.formatMessage(
                { id: open ? 'audit.hideChanges' : 'audit.showChanges' },
                { count: changes.length },
              )}
            </Button>
            {/* Only an open entry's table is made: a page holds fifty entries. */}
            <div id={changesId}>
              {open && (
                <Table
                  fz="sm"
                  layout="fixed"
                  verticalSpacing={4}
                  style={{ overflowWrap: 'anywhere' }}
                  aria-label={intl.formatMessage({ id: 'audit.changesLabel' })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{intl.formatMessage({ id: 'audit.columnField' })}</Table.Th>
                      <Table.Th>{intl.formatMessage({ id: 'audit.columnBefore' })}</Table.Th>
                      <Table.Th>{intl.formatMessage({ id: 'audit.columnAfter' })}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.map((change) => (
                      <Table.Tr key={change.column}>
                        <Table.Th scope="row" fw={500}>
                          {change.label}
                        </Table.Th>
                        <Table.Td>{change.before ?? ''}</Table.Td>
                        <Table.Td>{change.after ?? ''}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}

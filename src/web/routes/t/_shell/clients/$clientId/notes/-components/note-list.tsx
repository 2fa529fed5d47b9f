import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved, notifySavedWithUndo } from '@/components/notify';
import { undoLastChange } from '@/features/audit/undo';
import { refreshClients, removeNote, setNotePinned } from '@/features/clients/mutations';
import { clientNotesQuery, teamNamesQuery, type ClientNote } from '@/features/clients/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';

export function NoteList({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const { data: notes } = useSuspenseQuery(clientNotesQuery(supabase, tenant.id, clientId));
  const { data: names } = useSuspenseQuery(teamNamesQuery(supabase, tenant.id));

  const togglePin = async (note: ClientNote) => {
    try {
      await setNotePinned(supabase, tenant.id, note.id, !note.pinned);
      await refreshClients(queryClient, tenant.id);
      notifySaved(
        note.pinned
          ? intl.formatMessage({ id: 'clients.noteUnpinned' })
          : intl.formatMessage({ id: 'clients.notePinned' }),
      );
    } catch (refused) {
      notifyFailed(
        dataErrorMessage(refused as Error),
        intl.formatMessage({ id: 'clients.noteNotChanged' }),
      );
    }
  };

  // No "are you sure": the notification offers to bring it back.
  const remove = async (note: ClientNote) => {
    try {
      await removeNote(supabase, tenant.id, note.id);
      await refreshClients(queryClient, tenant.id);
      notifySavedWithUndo(intl.formatMessage({ id: 'clients.noteRemoved' }), async () => {
        await undoLastChange(supabase, 'note', note.id);
        await refreshClients(queryClient, tenant.id);
      });
    } catch (refused) {
      notifyFailed(
        dataErrorMessage(refused as Error),
        intl.formatMessage({ id: 'clients.noteNotRemoved' }),
      );
    }
  };

  if (notes.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="clients.noNotes" />
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} maw={680} style={{ listStyle: 'none' }}>
      {notes.map((note) => (
        <Paper key={note.id} withBorder p="sm" component="li">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                <FormattedMessage
                  id="clients.noteByline"
                  values={{
                    author:
                      (note.author_id && names.get(note.author_id)) ||
                      intl.formatMessage({ id: 'clients.formerTeamMember' }),
                    time: formatDateTime(note.created_at, tenant.time_zone, intl.locale),
                  }}
                />
              </Text>
              <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                {note.body}
              </Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              {note.pinned && (
                <Badge variant="light">
                  <FormattedMessage id="clients.pinnedBadge" />
                </Badge>
              )}
              <Button size="compact-xs" variant="subtle" onClick={() => void togglePin(note)}>
                {note.pinned
                  ? intl.formatMessage({ id: 'clients.unpin' })
                  : intl.formatMessage({ id: 'clients.pin' })}
              </Button>
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                aria-label={intl.formatMessage(
                  { id: 'clients.removeNoteLabel' },
                  { time: formatDateTime(note.created_at, tenant.time_zone, intl.locale) },
                )}
                onClick={() => void remove(note)}
              >
                {intl.formatMessage({ id: 'clients.removeNote' })}
              </Button>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import {
  clientFileDownloadUrl,
  removeClientFile,
  type ClientFile,
} from '../../../../../../../features/clients/client-files';
import { fileTypeLabel } from '../../../../../../../features/clients/file-type-label';
import { refreshClients } from '../../../../../../../features/clients/mutations';
import { notifyDone, notifyFailed } from '../../../../../../../features/clients/notify';
import { clientFilesQuery } from '../../../../../../../features/clients/queries';
import { sizeText } from '../../../../../../../features/clients/size-text';
import { dataErrorMessage } from '../../../../../../../features/data/data-error';
import { formatDateTime } from '../../../../../../../features/tenancy/format-time';
import { useMembership } from '../../../../../../../features/tenancy/use-tenant';

/** Signed links last a minute, so each is made when asked for and followed at once. */
function followLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.click();
}

export function SharedFileList({ clientId, canRemove }: { clientId: string; canRemove: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const { data: files } = useSuspenseQuery(clientFilesQuery(supabase, tenant.id, clientId));

  const download = async (file: ClientFile) => {
    try {
      followLink(await clientFileDownloadUrl(supabase, file));
    } catch (refused) {
      notifyFailed(`${file.title} could not be downloaded`, dataErrorMessage(refused as Error));
    }
  };

  const remove = (file: ClientFile) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: `Remove ${file.title}?`,
      children: (
        <Text size="sm">
          The file is deleted for good: neither the team nor the client can download it again.
        </Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { objectLeft } = await removeClientFile(supabase, tenant.id, file);
          await refreshClients(queryClient, tenant.id);
          if (objectLeft === null) notifyDone(`${file.title} is removed.`);
          else
            notifyFailed(
              `${file.title} is only partly removed`,
              `It is no longer listed, but its stored copy could not be deleted: ${objectLeft}`,
            );
        } catch (refused) {
          notifyFailed(`${file.title} was not removed`, dataErrorMessage(refused as Error));
        }
      },
    });

  if (files.length === 0) return <Text c="dimmed">No files are shared with this client yet.</Text>;
  // A list rather than a table: on a phone every file keeps its buttons in view.
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      maw={680}
      style={{ listStyle: 'none' }}
      aria-label="Shared files"
    >
      {files.map((file) => (
        <Paper key={file.id} withBorder p="sm" component="li">
          <Group justify="space-between" gap="xs">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                {file.title}
              </Text>
              <Text size="sm" c="dimmed">
                {file.size === null
                  ? 'Missing from storage'
                  : `${fileTypeLabel(file.mimetype)}, ${sizeText(file.size)}`}{' '}
                · added {formatDateTime(file.created_at, tenant.time_zone)}
              </Text>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Download ${file.title}`}
                disabled={file.size === null}
                onClick={() => void download(file)}
              >
                Download
              </Button>
              {canRemove && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${file.title}`}
                  onClick={() => remove(file)}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

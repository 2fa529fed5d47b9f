import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { removeClientFile, type ClientFile } from '@/features/clients/client-files';
import { refreshClients } from '@/features/clients/mutations';
import { notifyFailed, notifySaved } from '@/components/notify';
import { clientFilesQuery } from '@/features/clients/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { SharedFileActions } from '@/features/documents/shared-file-actions';
import { SharedFileItem, SharedFileList } from '@/features/documents/shared-file-item';
import { useMembership } from '@/features/tenancy/use-tenant';

export function SharedFiles({ clientId, canRemove }: { clientId: string; canRemove: boolean }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const { data: files } = useSuspenseQuery(clientFilesQuery(supabase, tenant.id, clientId));

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
          if (objectLeft === null) notifySaved(`${file.title} is removed.`);
          else
            notifyFailed(
              `It is no longer listed, but its stored copy could not be deleted: ${objectLeft}`,
              `${file.title} is only partly removed`,
            );
        } catch (refused) {
          notifyFailed(dataErrorMessage(refused as Error), `${file.title} was not removed`);
        }
      },
    });

  if (files.length === 0) return <Text c="dimmed">No files are shared with this client yet.</Text>;
  return (
    <SharedFileList label="Shared files">
      {files.map((file) => (
        <SharedFileItem
          key={file.id}
          file={file}
          zone={tenant.time_zone}
          actions={
            <SharedFileActions file={file}>
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
            </SharedFileActions>
          }
        />
      ))}
    </SharedFileList>
  );
}

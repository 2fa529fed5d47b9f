import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { removeClientFile, type ClientFile } from '@/features/clients/client-files';
import { refreshClients } from '@/features/clients/mutations';
import { notifyFailed, notifySaved } from '@/components/notify';
import { clientFilesQuery } from '@/features/clients/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { SharedFileActions } from '@/features/documents/shared-file-actions';
import { SharedFileItem, SharedFileList } from '@/features/documents/shared-file-item';
import { useMembership } from '@/features/tenancy/use-tenant';

export function SharedFiles({ clientId, canRemove }: { clientId: string; canRemove: boolean }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const { data: files } = useSuspenseQuery(clientFilesQuery(supabase, tenant.id, clientId));

  const remove = (file: ClientFile) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'clients.close' }) },
      title: intl.formatMessage({ id: 'clients.removeFileTitle' }, { title: file.title }),
      children: (
        <Text size="sm">
          <FormattedMessage id="clients.removeFileWarning" />
        </Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'clients.removeFile' }),
        cancel: intl.formatMessage({ id: 'clients.keepFile' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          const { objectLeft } = await removeClientFile(supabase, tenant.id, file, intl);
          await refreshClients(queryClient, tenant.id);
          if (objectLeft === null) {
            notifySaved(intl.formatMessage({ id: 'clients.fileRemoved' }, { title: file.title }));
          } else {
            notifyFailed(
              intl.formatMessage({ id: 'clients.fileCopyLeft' }, { reason: objectLeft }),
              intl.formatMessage({ id: 'clients.filePartlyRemoved' }, { title: file.title }),
            );
          }
        } catch (refused) {
          notifyFailed(
            dataErrorMessage(refused as Error),
            intl.formatMessage({ id: 'clients.fileNotRemoved' }, { title: file.title }),
          );
        }
      },
    });

  if (files.length === 0) {
    return (
      <Text c="dimmed">
        <FormattedMessage id="clients.noSharedFiles" />
      </Text>
    );
  }
  return (
    <SharedFileList label={intl.formatMessage({ id: 'clients.sharedFilesTitle' })}>
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
                  aria-label={intl.formatMessage(
                    { id: 'clients.removeFileLabel' },
                    { title: file.title },
                  )}
                  onClick={() => remove(file)}
                >
                  <FormattedMessage id="clients.removeFile" />
                </Button>
              )}
            </SharedFileActions>
          }
        />
      ))}
    </SharedFileList>
  );
}

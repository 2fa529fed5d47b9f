import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shareClientFile } from '@/features/clients/client-files';
import { refreshClients } from '@/features/clients/mutations';
import { notifySaved } from '@/components/notify';
import { acceptedFileTypes } from '@/features/clients/storage-error-message';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** For admins and owners, who may add client_documents rows (db/migrations/0014_documents.sql). */
export function ShareFileForm({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const [uploading, setUploading] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(intl.formatMessage({ id: 'clients.chooseFileToShare' }));
      return;
    }
    setError(undefined);
    setUploading(file.name);
    try {
      await shareClientFile(supabase, tenant.id, clientId, file, title.trim() || file.name, intl);
      await refreshClients(queryClient, tenant.id);
      notifySaved(
        intl.formatMessage({ id: 'clients.fileShared' }, { title: title.trim() || file.name }),
      );
      setFile(null);
      setTitle('');
    } catch (refused) {
      setError(dataErrorMessage(refused as Error));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'clients.shareFileTitle' })}
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="sm" maw={680}>
        <FileInput
          label={intl.formatMessage({ id: 'clients.fileField' })}
          description={intl.formatMessage({ id: 'clients.fileFieldHint' })}
          placeholder={intl.formatMessage({ id: 'clients.fileFieldPlaceholder' })}
          // Mantine draws this placeholder as text in gray.5, below 4.5:1 on white (axe).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept={acceptedFileTypes}
          clearable={uploading === undefined}
          clearButtonProps={{ 'aria-label': intl.formatMessage({ id: 'clients.fileFieldClear' }) }}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          error={error}
          disabled={uploading !== undefined}
        />
        <TextInput
          label={intl.formatMessage({ id: 'clients.fileTitle' })}
          description={intl.formatMessage({ id: 'clients.fileTitleHint' })}
          placeholder={file?.name}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          disabled={uploading !== undefined}
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {uploading !== undefined
              ? intl.formatMessage({ id: 'clients.uploading' }, { name: uploading })
              : ''}
          </Text>
          <Button type="submit" loading={uploading !== undefined}>
            <FormattedMessage id="clients.shareFile" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

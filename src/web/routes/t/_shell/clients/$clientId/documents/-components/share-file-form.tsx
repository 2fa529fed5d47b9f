import { Button, FileInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { shareClientFile } from '@/features/clients/client-files';
import { refreshClients } from '@/features/clients/mutations';
import { notifySaved } from '@/components/notify';
import { acceptedFileTypes, allowedFileTypes } from '@/features/clients/storage-error-message';
import { dataErrorMessage } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/** For admins and owners, who may add client_documents rows (db/migrations/0014_documents.sql). */
export function ShareFileForm({ clientId }: { clientId: string }) {
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
      setError('Choose a file to share.');
      return;
    }
    setError(undefined);
    setUploading(file.name);
    try {
      await shareClientFile(supabase, tenant.id, clientId, file, title.trim() || file.name);
      await refreshClients(queryClient, tenant.id);
      notifySaved(`${title.trim() || file.name} is shared.`);
      setFile(null);
      setTitle('');
    } catch (refused) {
      setError(dataErrorMessage(refused as Error));
    } finally {
      setUploading(undefined);
    }
  };

  return (
    <form noValidate aria-label="Share a file" onSubmit={(event) => void submit(event)}>
      <Stack gap="sm" maw={680}>
        <FileInput
          label="File"
          description={`${allowedFileTypes}.`}
          placeholder="Choose a file"
          // Mantine draws this placeholder as text in gray.5, below 4.5:1 on white (axe).
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          accept={acceptedFileTypes}
          clearable={uploading === undefined}
          clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(undefined);
          }}
          error={error}
          disabled={uploading !== undefined}
        />
        <TextInput
          label="Title"
          description="Optional: the file's name when left empty."
          placeholder={file?.name}
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          disabled={uploading !== undefined}
        />
        <Group justify="space-between" align="center">
          <Text size="sm" c="dimmed" aria-live="polite">
            {uploading !== undefined ? `Uploading ${uploading}…` : ''}
          </Text>
          <Button type="submit" loading={uploading !== undefined}>
            Share file
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

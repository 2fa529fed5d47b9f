import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useClientProfile } from '../../../../../features/client-profile/use-client-profile';
import { clientDocumentsQuery } from '../../../../../features/clients/queries';
import { SharedFileActions } from '../../../../../features/documents/shared-file-actions';
import { formatDateTime } from '../../../../../features/tenancy/format-time';

/** Files the business keeps for the client (programmes, receipts, forms), to view or download. */
export function SharedFiles() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, id));
  const files = data.held.filter((document) => document.kind === 'file');

  return (
    <Stack gap="sm" component="section" aria-labelledby="files-heading">
      <Title order={2} size="h3" id="files-heading">
        Shared with you
      </Title>
      {files.length === 0 ? (
        <Text c="dimmed">{tenant.name} has not shared any files with you.</Text>
      ) : (
        files.map((file) => (
          <Paper key={file.id} withBorder p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{file.title}</Text>
                <Text size="sm" c="dimmed">
                  Shared {formatDateTime(file.created_at, tenant.time_zone)}
                </Text>
              </Stack>
              {file.storage_path && (
                <SharedFileActions path={file.storage_path} title={file.title} />
              )}
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}

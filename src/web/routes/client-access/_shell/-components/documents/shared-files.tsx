import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientFilesQuery } from '@/features/clients/queries';
import { SharedFileActions } from '@/features/documents/shared-file-actions';
import { SharedFileItem, SharedFileList } from '@/features/documents/shared-file-item';

/** Files the business keeps for the client (programmes, receipts, forms), to view or download. */
export function SharedFiles() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data: files } = useSuspenseQuery(clientFilesQuery(supabase, tenant.id, id));
  const intl = useIntl();

  return (
    <Stack gap="sm" component="section" aria-labelledby="files-heading">
      <Title order={2} size="h3" id="files-heading">
        {intl.formatMessage({ id: 'client-area.sharedHeading' })}
      </Title>
      {files.length === 0 ? (
        <Text c="dimmed">
          {intl.formatMessage({ id: 'client-area.noSharedFiles' }, { business: tenant.name })}
        </Text>
      ) : (
        <SharedFileList label={intl.formatMessage({ id: 'client-area.sharedFilesLabel' })}>
          {files.map((file) => (
            <SharedFileItem
              key={file.id}
              file={file}
              zone={tenant.time_zone}
              actions={<SharedFileActions file={file} />}
            />
          ))}
        </SharedFileList>
      )}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { ScreenHeader } from '@/components/screen-header';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { clientDocumentsQuery, clientFilesQuery } from '@/features/clients/queries';
import { DocumentsToSign } from './-components/documents/documents-to-sign';
import { SharedFiles } from './-components/documents/shared-files';
import { SignedDocuments } from './-components/documents/signed-documents';
import { signedInClient } from '@/features/client-profile/signed-in-client';

export const Route = createFileRoute('/client-access/_shell/documents')({
  beforeLoad: ({ context }) => signedInClient(context),
  loader: ({ context: { queryClient, supabase, profile } }) =>
    Promise.all([
      queryClient.ensureQueryData(clientDocumentsQuery(supabase, profile.tenant.id, profile.id)),
      queryClient.ensureQueryData(clientFilesQuery(supabase, profile.tenant.id, profile.id)),
    ]),
  component: ClientDocuments,
});

function ClientDocuments() {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'client-area.documentsTitle' })}>
        {intl.formatMessage({ id: 'client-area.documentsIntro' }, { business: tenant.name })}
      </ScreenHeader>
      <Stack gap="xl" maw={760}>
        <DocumentsToSign />
        <SignedDocuments />
        <SharedFiles />
      </Stack>
    </>
  );
}

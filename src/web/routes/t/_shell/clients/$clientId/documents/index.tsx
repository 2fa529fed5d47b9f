import { Badge, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { SectionHeader } from '@/components/section-header';
import { TitledSection } from '@/components/titled-section';
import { clientDocumentsQuery, clientFilesQuery, clientQuery } from '@/features/clients/queries';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { formatDateTime } from '@/features/tenancy/format-time';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { ShareFileForm } from './-components/share-file-form';
import { SharedFiles } from './-components/shared-files';

export const Route = createFileRoute('/t/_shell/clients/$clientId/documents/')({
  loader: ({ context, params }) => {
    const tenantId = context.membership.tenant.id;
    return Promise.all([
      context.queryClient.ensureQueryData(
        clientDocumentsQuery(context.supabase, tenantId, params.clientId),
      ),
      context.queryClient.ensureQueryData(
        clientFilesQuery(context.supabase, tenantId, params.clientId),
      ),
    ]);
  },
  component: ClientDocuments,
});

function ClientDocuments() {
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const manages = may(role, 'manage_documents');
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, clientId));

  return (
    <Stack gap="lg">
      <SectionHeader title="Documents">
        Waivers and forms this client has signed or still has to sign, and files the team keeps for
        them. Clients sign from their own account.
      </SectionHeader>
      <TitledSection
        id="to-sign"
        title="Still to sign"
        empty={data.toSign.length === 0 && 'Nothing to sign: every current document is signed.'}
      >
        <ResponsiveList
          label="Documents to sign"
          rows={data.toSign}
          rowKey={(document) => document.template_id}
          striped={false}
          columns={[
            { header: 'Document', cell: (document) => document.title },
            { header: 'Version', cell: (document) => document.version },
            {
              header: 'Needed',
              card: 'aside',
              cell: (document) =>
                document.needed_to_book ? (
                  <Badge color="red" variant="dot">
                    Before their first booking
                  </Badge>
                ) : (
                  'When convenient'
                ),
            },
          ]}
        />
      </TitledSection>
      <TitledSection
        id="signed"
        title="Signed"
        empty={data.held.length === 0 && 'No signed documents yet.'}
      >
        <ZoneNoteText zone={tenant.time_zone} />
        <ResponsiveList
          label="Signed documents"
          rows={data.held}
          rowKey={(document) => document.id}
          striped={false}
          columns={[
            { header: 'Document', cell: (document) => document.title },
            { header: 'Version', cell: (document) => document.template_version ?? '—' },
            {
              header: 'Signed by',
              cell: (document) => (
                <>
                  {document.signed_name ?? '—'}
                  {document.signed_by && document.signed_by === client?.user_id && (
                    <Text size="xs" c="dimmed">
                      from their own account
                    </Text>
                  )}
                </>
              ),
            },
            {
              header: 'When',
              cell: (document) =>
                formatDateTime(document.signed_at ?? document.created_at, tenant.time_zone),
            },
          ]}
        />
      </TitledSection>
      <TitledSection id="shared-files" title="Shared files">
        <SharedFiles clientId={clientId} canRemove={manages} />
      </TitledSection>
      {manages && (
        <TitledSection id="share-file" title="Share a file">
          <ShareFileForm clientId={clientId} />
        </TitledSection>
      )}
    </Stack>
  );
}

import { Badge, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ResponsiveList } from '@/components/responsive-list';
import { SectionHeader } from '@/components/section-header';
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
      <Stack gap="xs" component="section" aria-labelledby="to-sign">
        <Title order={3} size="h4" id="to-sign">
          Still to sign
        </Title>
        {data.toSign.length === 0 ? (
          <Text c="dimmed">Nothing to sign: every current document is signed.</Text>
        ) : (
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
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="signed">
        <Title order={3} size="h4" id="signed">
          Signed
        </Title>
        {data.held.length === 0 ? (
          <Text c="dimmed">No signed documents yet.</Text>
        ) : (
          <>
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
          </>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="shared-files">
        <Title order={3} size="h4" id="shared-files">
          Shared files
        </Title>
        <SharedFiles clientId={clientId} canRemove={manages} />
      </Stack>
      {manages && (
        <Stack gap="xs" component="section" aria-labelledby="share-file">
          <Title order={3} size="h4" id="share-file">
            Share a file
          </Title>
          <ShareFileForm clientId={clientId} />
        </Stack>
      )}
    </Stack>
  );
}

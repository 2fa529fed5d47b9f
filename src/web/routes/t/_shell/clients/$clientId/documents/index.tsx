import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';
import {
  clientDocumentsQuery,
  clientFilesQuery,
  clientQuery,
} from '../../../../../../features/clients/queries';
import { ZoneNoteText } from '../../../../../../features/clients/zone-note-text';
import { formatDateTime } from '../../../../../../features/tenancy/format-time';
import { may } from '../../../../../../features/tenancy/permissions';
import { useMembership } from '../../../../../../features/tenancy/use-tenant';
import { TableScroll } from '../../../../../../features/clients/table-scroll';
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
          <TableScroll label="Documents to sign" minWidth={360}>
            <Table verticalSpacing="xs" aria-labelledby="to-sign">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Document</Table.Th>
                  <Table.Th>Version</Table.Th>
                  <Table.Th>Needed</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.toSign.map((document) => (
                  <Table.Tr key={document.template_id}>
                    <Table.Td>{document.title}</Table.Td>
                    <Table.Td>{document.version}</Table.Td>
                    <Table.Td>
                      {document.needed_to_book ? (
                        <Badge color="red" variant="dot">
                          Before their first booking
                        </Badge>
                      ) : (
                        'When convenient'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
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
            <TableScroll label="Signed documents" minWidth={520}>
              <Table verticalSpacing="xs" aria-labelledby="signed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Document</Table.Th>
                    <Table.Th>Version</Table.Th>
                    <Table.Th>Signed by</Table.Th>
                    <Table.Th>When</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.held.map((document) => (
                    <Table.Tr key={document.id}>
                      <Table.Td>{document.title}</Table.Td>
                      <Table.Td>{document.template_version ?? '—'}</Table.Td>
                      <Table.Td>
                        {document.signed_name ?? '—'}
                        {document.signed_by && document.signed_by === client?.user_id && (
                          <Text size="xs" c="dimmed">
                            from their own account
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {formatDateTime(
                          document.signed_at ?? document.created_at,
                          tenant.time_zone,
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
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

import { Badge, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { clientId } = Route.useParams();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const manages = may(role, 'manage_documents');
  const { data: client } = useSuspenseQuery(clientQuery(supabase, tenant.id, clientId));
  const { data } = useSuspenseQuery(clientDocumentsQuery(supabase, tenant.id, clientId));

  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'clients.documentsTitle' })}>
        {intl.formatMessage({ id: 'clients.documentsIntro' })}
      </SectionHeader>
      <TitledSection
        id="to-sign"
        title={intl.formatMessage({ id: 'clients.toSignTitle' })}
        empty={data.toSign.length === 0 && intl.formatMessage({ id: 'clients.toSignEmpty' })}
      >
        <ResponsiveList
          label={intl.formatMessage({ id: 'clients.toSignLabel' })}
          rows={data.toSign}
          rowKey={(document) => document.template_id}
          striped={false}
          columns={[
            {
              header: intl.formatMessage({ id: 'clients.columnDocument' }),
              cell: (document) => document.title,
            },
            {
              header: intl.formatMessage({ id: 'clients.columnVersion' }),
              cell: (document) => document.version,
            },
            {
              header: intl.formatMessage({ id: 'clients.columnNeeded' }),
              card: 'aside',
              cell: (document) =>
                document.needed_to_book ? (
                  <Badge color="red" variant="dot">
                    <FormattedMessage id="clients.neededBeforeFirstBooking" />
                  </Badge>
                ) : (
                  intl.formatMessage({ id: 'clients.neededWhenConvenient' })
                ),
            },
          ]}
        />
      </TitledSection>
      <TitledSection
        id="signed"
        title={intl.formatMessage({ id: 'clients.signedTitle' })}
        empty={data.held.length === 0 && intl.formatMessage({ id: 'clients.signedEmpty' })}
      >
        <ZoneNoteText zone={tenant.time_zone} />
        <ResponsiveList
          label={intl.formatMessage({ id: 'clients.signedLabel' })}
          rows={data.held}
          rowKey={(document) => document.id}
          striped={false}
          columns={[
            {
              header: intl.formatMessage({ id: 'clients.columnDocument' }),
              cell: (document) => document.title,
            },
            {
              header: intl.formatMessage({ id: 'clients.columnVersion' }),
              cell: (document) => document.template_version ?? '—',
            },
            {
              header: intl.formatMessage({ id: 'clients.columnSignedBy' }),
              cell: (document) => (
                <>
                  {document.signed_name ?? '—'}
                  {document.signed_by && document.signed_by === client?.user_id && (
                    <Text size="xs" c="dimmed">
                      <FormattedMessage id="clients.signedFromOwnAccount" />
                    </Text>
                  )}
                </>
              ),
            },
            {
              header: intl.formatMessage({ id: 'clients.columnWhen' }),
              cell: (document) =>
                formatDateTime(
                  document.signed_at ?? document.created_at,
                  tenant.time_zone,
                  intl.locale,
                ),
            },
          ]}
        />
      </TitledSection>
      <TitledSection
        id="shared-files"
        title={intl.formatMessage({ id: 'clients.sharedFilesTitle' })}
      >
        <SharedFiles clientId={clientId} canRemove={manages} />
      </TitledSection>
      {manages && (
        <TitledSection id="share-file" title={intl.formatMessage({ id: 'clients.shareFileTitle' })}>
          <ShareFileForm clientId={clientId} />
        </TitledSection>
      )}
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { notifyFailed, notifySaved } from '@/components/notify';
import { PagedList } from '@/components/paged-list';
import { SectionHeader } from '@/components/section-header';
import { ZoneNoteText } from '@/features/clients/zone-note-text';
import { resendMessage } from '@/features/messages/mutations';
import { clientMessagesQuery, messageKeys, messagesPageSize } from '@/features/messages/queries';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { messageColumns } from './-components/message-columns';

const messagesSearch = z.object({
  page: z.catch(z.optional(z.int().check(z.positive())), undefined),
});

export const Route = createFileRoute('/t/_shell/clients/$clientId/messages/')({
  validateSearch: (search: Record<string, unknown>) => messagesSearch.parse(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) =>
    context.queryClient.ensureQueryData(
      clientMessagesQuery(
        context.supabase,
        context.membership.tenant.id,
        params.clientId,
        deps.page ?? 1,
      ),
    ),
  component: ClientMessages,
});

function ClientMessages() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const { clientId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const supabase = Route.useRouteContext({ select: (context) => context.supabase });
  const { tenant, role } = useMembership();
  const queryClient = useQueryClient();
  const page = search.page ?? 1;
  const list = useQuery(clientMessagesQuery(supabase, tenant.id, clientId, page));
  const resend = useMutation({
    mutationFn: (messageId: string) => resendMessage(supabase, tenant.id, messageId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.tenant(tenant.id) });
      notifySaved(formatMessage({ id: 'notifications.sentAgain' }));
    },
    onError: (error) => notifyFailed(error, formatMessage({ id: 'notifications.notSentAgain' })),
  });

  return (
    <Stack gap="lg">
      <SectionHeader title={formatMessage({ id: 'notifications.messagesTab' })}>
        {formatMessage({ id: 'notifications.messagesTabIntro' })}
      </SectionHeader>
      <ZoneNoteText zone={tenant.time_zone} />
      <PagedList
        noun={{
          one: formatMessage({ id: 'notifications.messageNounOne' }),
          many: formatMessage({ id: 'notifications.messageNounMany' }),
        }}
        query={list}
        page={page}
        pageSize={messagesPageSize}
        onPage={(next) => void navigate({ search: { page: next } })}
        filtered={false}
        empty={{
          none: formatMessage({ id: 'notifications.messagesNone' }),
          unmatched: formatMessage({ id: 'notifications.messagesUnmatched' }),
        }}
        rows={{
          label: formatMessage({ id: 'notifications.messagesLabel' }),
          rowKey: (message) => message.id ?? '',
          columns: messageColumns(
            tenant.time_zone,
            {
              allowed: may(role, 'manage_clients'),
              pendingId: resend.isPending ? resend.variables : undefined,
              onResend: (id) => resend.mutate(id),
            },
            intl,
          ),
        }}
      />
    </Stack>
  );
}

import { Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
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
      notifySaved('Sent again: the new message is at the top of the list.');
    },
    onError: (error) => notifyFailed(error, 'The message was not sent again'),
  });

  return (
    <Stack gap="lg">
      <SectionHeader title="Messages">
        What was sent to this client, newest first: by email or text message, whether it arrived,
        and why not when it failed. Resend sends a copy as a new message.
      </SectionHeader>
      <ZoneNoteText zone={tenant.time_zone} />
      <PagedList
        noun={{ one: 'message', many: 'messages' }}
        query={list}
        page={page}
        pageSize={messagesPageSize}
        onPage={(next) => void navigate({ search: { page: next } })}
        filtered={false}
        empty={{
          none: 'Nothing has been sent to this client yet. Bookings, cancellations, waitlist news and reminders show here.',
          unmatched: 'No messages.',
        }}
        rows={{
          label: 'Messages to this client',
          rowKey: (message) => message.id ?? '',
          columns: messageColumns(tenant.time_zone, {
            allowed: may(role, 'manage_clients'),
            pendingId: resend.isPending ? resend.variables : undefined,
            onResend: (id) => resend.mutate(id),
          }),
        }}
      />
    </Stack>
  );
}

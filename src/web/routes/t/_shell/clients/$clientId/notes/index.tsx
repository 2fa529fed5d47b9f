import { Stack } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { clientNotesQuery, teamNamesQuery } from '@/features/clients/queries';
import { AddNoteForm } from './-components/add-note-form';
import { NoteList } from './-components/note-list';

export const Route = createFileRoute('/t/_shell/clients/$clientId/notes/')({
  loader: ({ context, params }) => {
    const tenantId = context.membership.tenant.id;
    return Promise.all([
      context.queryClient.ensureQueryData(
        clientNotesQuery(context.supabase, tenantId, params.clientId),
      ),
      context.queryClient.ensureQueryData(teamNamesQuery(context.supabase, tenantId)),
    ]);
  },
  component: ClientNotes,
});

function ClientNotes() {
  const intl = useIntl();
  const { clientId } = Route.useParams();
  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'clients.notesTitle' })}>
        {intl.formatMessage({ id: 'clients.notesIntro' })}
      </SectionHeader>
      <AddNoteForm clientId={clientId} />
      <NoteList clientId={clientId} />
    </Stack>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/clients/$clientId/notes/')({
  component: ClientNotes,
});

function ClientNotes() {
  return (
    <SectionHeader title="Notes">
      Staff notes about this client, pinned or not, each with its author and time.
    </SectionHeader>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/clients/$clientId/documents/')({
  component: ClientDocuments,
});

function ClientDocuments() {
  return (
    <SectionHeader title="Documents">
      Waivers and forms this client has signed or still has to sign, and files uploaded for them.
    </SectionHeader>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SectionHeader } from '../../../../../../components/section-header';

export const Route = createFileRoute('/t/_shell/clients/$clientId/enrollments/')({
  component: ClientEnrollments,
});

function ClientEnrollments() {
  return (
    <SectionHeader title="Enrollments">
      This client's places in sessions: confirmed, waitlisted, cancelled and attended.
    </SectionHeader>
  );
}

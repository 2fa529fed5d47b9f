import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/staff/')({
  component: Staff,
});

function Staff() {
  return (
    <ScreenHeader title="Staff">
      Your team: who works here, invitations to join, roles, weekly hours and time off.
    </ScreenHeader>
  );
}

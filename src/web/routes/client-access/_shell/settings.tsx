import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../components/screen-header';

export const Route = createFileRoute('/client-access/_shell/settings')({
  component: ClientSettings,
});

function ClientSettings() {
  return (
    <ScreenHeader title="Settings">
      Your profile, email, password, second factors and signed-in devices, and switching to another
      business you book with.
    </ScreenHeader>
  );
}

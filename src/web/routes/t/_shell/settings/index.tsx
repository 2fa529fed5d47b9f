import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/settings/')({
  component: TenantSettings,
});

function TenantSettings() {
  return (
    <ScreenHeader title="Settings">
      Your business profile, booking policies, client portal rules and security, and your own
      account: password, second factors and signed-in devices.
    </ScreenHeader>
  );
}

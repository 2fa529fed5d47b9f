import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/clients/')({
  component: Clients,
});

function Clients() {
  return (
    <ScreenHeader title="Clients">
      A searchable list of your clients, where you add them one by one, import them from a file, and
      export them.
    </ScreenHeader>
  );
}

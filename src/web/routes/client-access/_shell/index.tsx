import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../components/screen-header';

export const Route = createFileRoute('/client-access/_shell/')({
  component: ClientHome,
});

function ClientHome() {
  return (
    <ScreenHeader title="Home">
      Your upcoming bookings, which you can cancel after seeing the cancellation policy, your
      credits and balance, and any documents waiting for your signature.
    </ScreenHeader>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/bookings/')({
  component: Bookings,
});

function Bookings() {
  return (
    <ScreenHeader title="Bookings">
      Your sessions and appointments as a list and as a day, week or month calendar, with filters.
      You will create them here, one-off or recurring, and cancel them.
    </ScreenHeader>
  );
}

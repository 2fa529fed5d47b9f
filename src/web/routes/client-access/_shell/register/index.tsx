import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/client-access/_shell/register/')({
  component: Catalogue,
});

function Catalogue() {
  return (
    <ScreenHeader title="Book">
      The catalogue of the business: private services, where you pick a time with a staff member,
      and upcoming group sessions with the places left, where you pick how to pay.
    </ScreenHeader>
  );
}

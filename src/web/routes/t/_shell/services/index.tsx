import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';

export const Route = createFileRoute('/t/_shell/services/')({
  component: Services,
});

function Services() {
  return (
    <ScreenHeader title="Services">
      The private and group services you offer, with their options and prices, the staff who deliver
      them, their booking rules and the group timetable.
    </ScreenHeader>
  );
}

import { Code } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import { TextLink } from '../../../../../components/text-link';

export const Route = createFileRoute('/t/_shell/services/$serviceId/')({
  component: ServiceDetail,
});

function ServiceDetail() {
  const { serviceId } = Route.useParams();
  return (
    <>
      <TextLink to="/t/services/" size="sm">
        All services
      </TextLink>
      <ScreenHeader title="Service">
        For service <Code>{serviceId}</Code>: its options and prices, the staff who deliver it, its
        booking rules (duration, buffers, notice, cancellation window) and, for a group service, its
        timetable.
      </ScreenHeader>
    </>
  );
}

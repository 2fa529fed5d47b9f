import { Code } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import { TextLink } from '../../../../../components/text-link';

export const Route = createFileRoute('/t/_shell/staff/$staffId/')({
  component: StaffDetail,
});

function StaffDetail() {
  const { staffId } = Route.useParams();
  return (
    <>
      <TextLink to="/t/staff/" size="sm">
        All staff
      </TextLink>
      <ScreenHeader title="Staff member">
        For staff member <Code>{staffId}</Code>: their profile, role, the services they deliver,
        weekly hours and time off.
      </ScreenHeader>
    </>
  );
}

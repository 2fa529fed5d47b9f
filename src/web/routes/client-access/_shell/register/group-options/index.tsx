import { Code, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import {
  readLinkIds,
  validateGroupOptionsSearch,
} from '../../../../../features/registration/register-search';
import { LinkProblem } from '../-components/link-problem';

export const Route = createFileRoute('/client-access/_shell/register/group-options/')({
  validateSearch: validateGroupOptionsSearch,
  component: GroupOptions,
});

function GroupOptions() {
  const search = Route.useSearch();
  const link = readLinkIds({ service: search.service_id, session: search.booking_id });
  return (
    <>
      <ScreenHeader title="Choose how to pay">
        Pay for this group session with a drop-in, a credit from a pack you hold, or a new pack.
      </ScreenHeader>
      {link.ok ? (
        <Text>
          You are booking session <Code>{link.ids.session}</Code> of service{' '}
          <Code>{link.ids.service}</Code>. Its ways to pay appear here once the booking domain
          arrives in a later issue.
        </Text>
      ) : (
        <LinkProblem problem={link.problem} />
      )}
    </>
  );
}

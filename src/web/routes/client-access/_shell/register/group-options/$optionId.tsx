import { Code, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../../components/screen-header';
import {
  readLinkIds,
  validateGroupOptionsSearch,
} from '../../../../../features/registration/register-search';
import { LinkProblem } from '../-components/link-problem';

export const Route = createFileRoute('/client-access/_shell/register/group-options/$optionId')({
  validateSearch: validateGroupOptionsSearch,
  component: GroupOptionConfirmation,
});

function GroupOptionConfirmation() {
  const search = Route.useSearch();
  const { optionId } = Route.useParams();
  const link = readLinkIds({
    service: search.service_id,
    session: search.booking_id,
    option: optionId,
  });
  return (
    <>
      <ScreenHeader title="Confirm your booking">
        Check the summary and the cancellation policy, then confirm. When the session is full, you
        join its waitlist instead.
      </ScreenHeader>
      {link.ok ? (
        <Text>
          You are booking session <Code>{link.ids.session}</Code> of service{' '}
          <Code>{link.ids.service}</Code>, paying with option <Code>{link.ids.option}</Code>. The
          summary appears here once the booking domain arrives in a later issue.
        </Text>
      ) : (
        <LinkProblem problem={link.problem} />
      )}
    </>
  );
}

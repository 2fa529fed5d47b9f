import { Code, Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { ScreenHeader } from '../../../../components/screen-header';
import {
  readLinkIds,
  validatePrivateOptionsSearch,
} from '../../../../features/registration/register-search';
import { LinkProblem } from './-components/link-problem';

export const Route = createFileRoute('/client-access/_shell/register/private-options')({
  validateSearch: validatePrivateOptionsSearch,
  component: PrivateOptions,
});

function PrivateOptions() {
  const search = Route.useSearch();
  const link = readLinkIds({ service: search.service_id });
  return (
    <>
      <ScreenHeader title="Book a private appointment">
        Choose a variant of the service, a staff member or anyone available, a day and a free slot,
        then confirm.
      </ScreenHeader>
      {link.ok ? (
        <Text>
          You are booking service <Code>{link.ids.service}</Code>. Its variants and free slots
          appear here once the booking domain arrives in a later issue.
        </Text>
      ) : (
        <LinkProblem problem={link.problem} />
      )}
    </>
  );
}

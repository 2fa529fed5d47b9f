import { Stack, Text } from '@mantine/core';
import { ScreenHeader } from '../../../../../../components/screen-header';
import { TextLink } from '../../../../../../components/text-link';
import { useMembership } from '../../../../../../features/tenancy/use-tenant';

/** An address of a client this business does not have (removed, mistyped, or another's). */
export function ClientNotFound() {
  const { tenant } = useMembership();
  return (
    <Stack align="flex-start">
      <ScreenHeader title="Client not found">
        {tenant.name} has no client at this address. The link may be old, or the client may belong
        to another business.
      </ScreenHeader>
      <Text>
        <TextLink to="/t/clients/">Back to all clients</TextLink>
      </Text>
    </Stack>
  );
}

import { Alert, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { useSession } from '@/features/auth/use-session';

/** For someone already signed in: the way to the areas, without signing in again. */
export function SignedInBanner() {
  const intl = useIntl();
  const session = useSession();
  if (!session) return null;
  const who = session.user.email ?? session.user.phone;
  return (
    <Alert variant="light" title={intl.formatMessage({ id: 'common.signedInTitle' })}>
      <Text size="sm" mb="sm">
        {who === undefined
          ? intl.formatMessage({ id: 'common.signedInAccount' })
          : intl.formatMessage({ id: 'common.signedInAs' }, { who })}
      </Text>
      <Group>
        <LinkButton to="/t" size="sm">
          {intl.formatMessage({ id: 'common.businessArea' })}
        </LinkButton>
        <LinkButton to="/client-access" size="sm" variant="default">
          {intl.formatMessage({ id: 'common.clientArea' })}
        </LinkButton>
      </Group>
    </Alert>
  );
}

import { Alert, Text } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';

/** Stands where a registration screen's content would be when its link is broken. */
export function LinkProblem({ problem }: { problem: MessageId }) {
  const intl = useIntl();
  return (
    <Alert
      variant="light"
      color="orange"
      title={intl.formatMessage({ id: 'register.linkProblemTitle' })}
      maw={680}
      // Orange text on the light orange fill is below 4.5:1; the body text colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb="md">
        {intl.formatMessage({ id: problem })}
      </Text>
      <LinkButton to="/client-access/register/" variant="default" size="sm">
        {intl.formatMessage({ id: 'register.backToCatalogue' })}
      </LinkButton>
    </Alert>
  );
}

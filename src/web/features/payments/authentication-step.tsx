import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';

// Focus lands on the step when it appears, so keyboard and screen reader users hear it.
// Module-level, so React calls it once rather than on every render.
const focusOnArrival = (node: HTMLElement | null) => node?.focus();

/**
 * The test provider's stand-in for the bank's own check of a card (3-D Secure), as Stripe's
 * test page offers it: the person passes or fails it, and the payment goes on or is refused.
 */
export function AuthenticationStep({
  busy,
  onAnswer,
}: {
  busy: boolean;
  onAnswer: (pass: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="authenticate-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="authenticate-heading" tabIndex={-1} ref={focusOnArrival}>
          {intl.formatMessage({ id: 'money.authenticateTitle' })}
        </Title>
        <Text size="sm">{intl.formatMessage({ id: 'money.authenticateText' })}</Text>
        <Group>
          <Button onClick={() => onAnswer(true)} loading={busy}>
            {intl.formatMessage({ id: 'money.authenticate' })}
          </Button>
          <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            {intl.formatMessage({ id: 'money.failAuthentication' })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

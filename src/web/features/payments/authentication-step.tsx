import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';

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
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="authenticate-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="authenticate-heading" tabIndex={-1} ref={focusOnArrival}>
          Your bank asks you to confirm this payment
        </Title>
        <Text size="sm">
          This is the test provider&apos;s stand-in for your bank&apos;s check (3-D Secure): choose
          how the check ends.
        </Text>
        <Group>
          <Button onClick={() => onAnswer(true)} loading={busy}>
            Authenticate
          </Button>
          <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            Fail authentication
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

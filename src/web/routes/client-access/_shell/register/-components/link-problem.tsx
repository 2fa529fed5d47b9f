import { Alert, Text } from '@mantine/core';
import { LinkButton } from '@/components/link-button';

/** Stands where a registration screen's content would be when its link is broken. */
export function LinkProblem({ problem }: { problem: string }) {
  return (
    <Alert
      variant="light"
      color="orange"
      title="This link cannot be used"
      maw={680}
      // Orange text on the light orange fill is below 4.5:1; the body text colour is not.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm" mb="md">
        {problem}
      </Text>
      <LinkButton to="/client-access/register/" variant="default" size="sm">
        Back to the catalogue
      </LinkButton>
    </Alert>
  );
}

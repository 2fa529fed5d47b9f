import { Center, Group, Loader, Text } from '@mantine/core';

/**
 * Shown while a screen takes longer than the router's pending delay to load, such as an area
 * whose guard is still finding out who is signed in and where they work: the same 'Loading...'
 * as while the session is read (SPEC.md section 2), never a spinner on a blank page alone.
 */
export function PendingPanel() {
  return (
    <Center py="xl" role="status" aria-label="Loading the screen">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Text>Loading...</Text>
      </Group>
    </Center>
  );
}

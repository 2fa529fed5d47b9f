import { Center, Loader } from '@mantine/core';

/** Shown while a screen takes longer than the router's pending delay to load. */
export function PendingPanel() {
  return (
    <Center py="xl" role="status" aria-label="Loading the screen">
      <Loader />
    </Center>
  );
}

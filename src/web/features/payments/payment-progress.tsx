import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * While the provider's webhook reaches the server after the card was charged (usually well
 * under a second): said politely to screen readers, so nobody pays twice thinking it failed.
 */
export function PaymentProgress({ children }: { children: ReactNode }) {
  return (
    <Group gap="sm" role="status" wrap="nowrap">
      <Loader size="sm" aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

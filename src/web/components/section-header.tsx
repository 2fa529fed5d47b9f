import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The `<h2>` of a tab inside a detail screen, with the sentence that says what the tab holds. */
export function SectionHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text c="dimmed" maw={680}>
        {children}
      </Text>
    </Stack>
  );
}

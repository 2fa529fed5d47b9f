import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A part of a tab under its own `<h3>`, which names the section for assistive technology; when
 * `empty` is given (the part has nothing to show), it says so instead of showing `children`.
 */
export function TitledSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string | false | undefined;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      {empty ? <Text c="dimmed">{empty}</Text> : children}
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle } from './document-title';

/**
 * A screen's `<h1>`, the sentence that says what the screen holds, and the document title (React
 * hoists `<title>` into the head), so a screen reader hears where a navigation arrived.
 */
export function ScreenHeader({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" mb="xl">
      <title>{documentTitle(title, intl)}</title>
      {/* A long word (a web address) breaks rather than widen a phone's screen. */}
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Text c="dimmed" maw={680}>
        {children}
      </Text>
    </Stack>
  );
}

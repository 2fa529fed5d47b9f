import { Badge, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { productName } from '../product-name';
import { documentTitle } from './document-title';
import { TextLink } from './text-link';

interface AuthScreenProps {
  /** Who signs in here, in the reader's words: the business or its clients. */
  area: string;
  title: string;
  /** What the screen does, in a sentence or two. */
  children: ReactNode;
  /** Links to the neighbouring screens (login ↔ signup, home). */
  links: ReactNode;
  /** The screen's form; a screen without one says it is not built yet. */
  form?: ReactNode;
}

/** A centred card for the sign-in, sign-up and onboarding screens, outside the area shells. */
export function AuthScreen({ area, title, children, links, form }: AuthScreenProps) {
  const intl = useIntl();
  return (
    <Center component="main" mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <title>{documentTitle(title, intl)}</title>
      <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={460}>
        <Stack>
          <Group justify="space-between" wrap="nowrap">
            <TextLink to="/" c="var(--mantine-color-text)" fw={700} underline="never">
              {productName}
            </TextLink>
            <Badge variant="light">{area}</Badge>
          </Group>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text>{children}</Text>
          {form ?? (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'common.notBuiltYet' })}
            </Text>
          )}
          <Stack gap={6}>{links}</Stack>
        </Stack>
      </Paper>
    </Center>
  );
}

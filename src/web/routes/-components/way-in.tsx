import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@/components/link-button';

type AuthPath = '/t/login/' | '/t/signup/' | '/client-access/login/' | '/client-access/signup/';

/** The texts are in the reader's words. */
interface WayInProps {
  title: string;
  description: string;
  signInTo: AuthPath;
  signUpTo: AuthPath;
  signInLabel: string;
  signUpLabel: string;
}

/** One audience's way into the product: sign in or create an account. */
export function WayIn({
  title,
  description,
  signInTo,
  signUpTo,
  signInLabel,
  signUpLabel,
}: WayInProps) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs">
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        <Group>
          <LinkButton to={signInTo}>{signInLabel}</LinkButton>
          <LinkButton to={signUpTo} variant="default">
            {signUpLabel}
          </LinkButton>
        </Group>
      </Stack>
    </Card>
  );
}

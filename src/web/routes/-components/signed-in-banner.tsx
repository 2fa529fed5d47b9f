import { Alert, Group, Text } from '@mantine/core';
import { LinkButton } from '@/components/link-button';
import { useSession } from '@/features/auth/use-session';

/** For someone already signed in: the way to the areas, without signing in again. */
export function SignedInBanner() {
  const session = useSession();
  if (!session) return null;
  return (
    <Alert variant="light" title="You are signed in">
      <Text size="sm" mb="sm">
        Signed in as {session.user.email ?? session.user.phone ?? 'your account'}.
      </Text>
      <Group>
        <LinkButton to="/t" size="sm">
          Business area
        </LinkButton>
        <LinkButton to="/client-access" size="sm" variant="default">
          Client area
        </LinkButton>
      </Group>
    </Alert>
  );
}

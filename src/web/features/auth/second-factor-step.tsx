import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { SecondFactorMethods } from './second-factor-methods';
import { useSession } from './use-session';
import { signOut } from './mutations';

/**
 * The sign-in step after the password or emailed code of a user with a second factor. A
 * verified code changes the session, and the sign-in screen moves on by itself.
 */
export function SecondFactorStep() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const factors = useSession()?.user.factors ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">
        One more step
      </Title>
      <Text size="sm">Your account asks for a second step before it opens.</Text>
      <SecondFactorMethods
        supabase={supabase}
        factors={factors}
        purpose="Enter the code from"
        submitLabel="Continue"
        onVerified={() => undefined}
        actions={
          <Button variant="default" onClick={() => void signOut(supabase)}>
            Sign out
          </Button>
        }
      />
    </Stack>
  );
}

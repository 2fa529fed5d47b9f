import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { SecondFactorChoices } from './passkey-second-factor';
import { verifyAuthenticatorCode } from './verify-authenticator-code';

/**
 * The sign-in step after the password or emailed code of a user with a second factor. A
 * verified code or passkey changes the session, and the sign-in screen moves on by itself.
 */
export function SecondFactorStep() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const signOut = (
    <Button variant="default" onClick={() => void supabase.auth.signOut()}>
      Sign out
    </Button>
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        Second step of your sign-in
      </Title>
      <SecondFactorChoices
        supabase={supabase}
        actions={signOut}
        code={
          <Stack>
            <Text size="sm">
              Your account asks for a second step. Open your authenticator app and enter the 6-digit
              code it shows for this account.
            </Text>
            <AuthenticatorCodeForm
              label="Enter the code from your authenticator app"
              verify={(code) => verifyAuthenticatorCode(supabase, code)}
              submitLabel="Continue"
              actions={signOut}
            />
          </Stack>
        }
      />
    </Stack>
  );
}

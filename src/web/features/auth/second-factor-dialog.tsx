import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError, type SupabaseClient } from '@supabase/supabase-js';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { SecondFactorChoices } from './passkey-second-factor';
import { verifyAuthenticatorCode } from './verify-authenticator-code';

/**
 * Asks for a code or a passkey in a dialog; true once the session is aal2, false if the person
 * gives up.
 */
function askForCode(supabase: SupabaseClient): Promise<boolean> {
  return new Promise((resolve) => {
    let verified = false;
    const done = () => {
      verified = true;
      modals.close(id);
    };
    const cancel = (
      <Button variant="default" onClick={() => modals.close(id)}>
        Cancel
      </Button>
    );
    // The dialog renders outside the router, so it gets the client as a value, not from context.
    const id = modals.open({
      title: 'Confirm it is you',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: () => resolve(verified),
      children: (
        <SecondFactorChoices
          supabase={supabase}
          onVerified={done}
          actions={cancel}
          code={
            <Stack gap="sm">
              <Text size="sm">
                This change needs the second step of your sign-in. Enter the 6-digit code your
                authenticator app shows now.
              </Text>
              <AuthenticatorCodeForm
                label="Confirm with your authenticator app"
                verify={(code) => verifyAuthenticatorCode(supabase, code)}
                onVerified={done}
                actions={cancel}
              />
            </Stack>
          }
        />
      ),
    });
  });
}

/**
 * Runs an account change; when the server wants a second factor first (`insufficient_aal`, a
 * session signed in before the app was set up), asks for a code and runs the change again.
 */
export async function withSecondFactor<Result extends { error: unknown }>(
  supabase: SupabaseClient,
  change: () => Promise<Result>,
): Promise<Result> {
  const first = await change();
  if (!isAuthError(first.error) || first.error.code !== 'insufficient_aal') return first;
  return (await askForCode(supabase)) ? change() : first;
}

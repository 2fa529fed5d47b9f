import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError, type SupabaseClient } from '@supabase/supabase-js';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { verifyAuthenticatorCode } from './verify-authenticator-code';

/** Asks for a code in a dialog; true once the session is aal2, false if the person gives up. */
function askForCode(supabase: SupabaseClient): Promise<boolean> {
  return new Promise((resolve) => {
    let verified = false;
    // The dialog renders outside the router, so it gets the client as a value, not from context.
    const id = modals.open({
      title: 'Confirm with your authenticator app',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: () => resolve(verified),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            This change needs the second step of your sign-in. Enter the 6-digit code your
            authenticator app shows now.
          </Text>
          <AuthenticatorCodeForm
            label="Confirm with your authenticator app"
            verify={(code) => verifyAuthenticatorCode(supabase, code)}
            onVerified={() => {
              verified = true;
              modals.close(id);
            }}
            actions={
              <Button variant="default" onClick={() => modals.close(id)}>
                Cancel
              </Button>
            }
          />
        </Stack>
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

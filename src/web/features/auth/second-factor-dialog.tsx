import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { SecondFactorMethods } from './second-factor-methods';
import { sessionUser } from './queries';

/** Asks for the second step in a dialog; true once the session is aal2, false if the person gives up. */
async function askForSecondStep(supabase: Supabase): Promise<boolean> {
  const factors = (await sessionUser(supabase))?.factors ?? [];
  return new Promise((resolve) => {
    let verified = false;
    // The dialog renders outside the router, so it gets the client as a value, not from context.
    const id = modals.open({
      title: 'Confirm it is you',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: () => resolve(verified),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            This change needs the second step of your sign-in: a code from your authenticator app or
            a text message.
          </Text>
          <SecondFactorMethods
            supabase={supabase}
            factors={factors}
            purpose="Confirm with the code from"
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
 * session signed in before the factor was set up), asks for it and runs the change again.
 */
export async function withSecondFactor<Result extends { error: unknown }>(
  supabase: Supabase,
  change: () => Promise<Result>,
): Promise<Result> {
  const first = await change();
  if (!isAuthError(first.error) || first.error.code !== 'insufficient_aal') return first;
  return (await askForSecondStep(supabase)) ? change() : first;
}

import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { OneTimeCodeForm } from './one-time-code-form';
import { requestReauthentication } from './mutations';
import { sessionUser } from './queries';

/**
 * Asks for the code GET /reauthenticate emailed and runs the change with it; the change's
 * result, or undefined if the person gives up.
 */
function askForEmailedCode<Result extends { error: unknown }>(
  email: string,
  change: (nonce: string) => Promise<Result>,
): Promise<Result | undefined> {
  return new Promise((resolve) => {
    let done: Result | undefined;
    const id = modals.open({
      title: 'Confirm it is you',
      closeButtonProps: { 'aria-label': 'Close' },
      onClose: () => resolve(done),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            You signed in a while ago, so this change needs a fresh confirmation. We emailed a
            6-digit code to {email}.
          </Text>
          <OneTimeCodeForm
            label="Confirm with the code from the email"
            source="email"
            submitLabel="Confirm"
            verify={async (code) => {
              const result = await change(code);
              if (!result.error) done = result;
              return result;
            }}
            onVerified={() => modals.close(id)}
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
 * Runs an account change that may need reauthentication: when the server answers
 * `reauthentication_needed` (SECURE_PASSWORD_CHANGE and an old session), it emails a code, asks
 * for it, and runs the change again with it as the nonce.
 */
export async function withReauthentication<Result extends { error: unknown }>(
  supabase: Supabase,
  change: (nonce?: string) => Promise<Result>,
): Promise<Result> {
  const first = await change();
  if (!isAuthError(first.error) || first.error.code !== 'reauthentication_needed') return first;
  const sent = await requestReauthentication(supabase);
  if (sent.error) return { ...first, error: sent.error };
  const email = (await sessionUser(supabase))?.email || 'your address';
  return (await askForEmailedCode(email, change)) ?? first;
}

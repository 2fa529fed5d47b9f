import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError } from '@supabase/supabase-js';
import { FormattedMessage } from 'react-intl';
import { spaWords } from '@/i18n/spa-language';
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
      title: <FormattedMessage id="auth.confirmItIsYou" />,
      // Opened outside React: the close button's name in the language shown now.
      closeButtonProps: { 'aria-label': spaWords().formatMessage({ id: 'common.close' }) },
      onClose: () => resolve(verified),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            <FormattedMessage id="auth.secondStepDialogText" />
          </Text>
          <SecondFactorMethods
            supabase={supabase}
            factors={factors}
            purpose="confirm"
            onVerified={() => {
              verified = true;
              modals.close(id);
            }}
            actions={
              <Button variant="default" onClick={() => modals.close(id)}>
                <FormattedMessage id="common.cancel" />
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

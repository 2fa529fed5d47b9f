import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { isAuthError } from '@supabase/supabase-js';
import { FormattedMessage, useIntl } from 'react-intl';
import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { OneTimeCodeForm } from './one-time-code-form';
import { requestReauthentication } from './mutations';
import { sessionUser } from './queries';

/** The dialog's content: where the code went, and the code. */
function EmailedCodeStep({
  email,
  verify,
  onVerified,
  onCancel,
}: {
  email: string | undefined;
  verify: (code: string) => Promise<{ error: unknown }>;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <Text size="sm">
        {email
          ? intl.formatMessage({ id: 'auth.reauthText' }, { email })
          : intl.formatMessage({ id: 'auth.reauthTextNoEmail' })}
      </Text>
      <OneTimeCodeForm
        label={intl.formatMessage({ id: 'auth.confirmWithEmailCode' })}
        source="email"
        submitLabel={intl.formatMessage({ id: 'auth.confirm' })}
        verify={verify}
        onVerified={onVerified}
        actions={
          <Button variant="default" onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        }
      />
    </Stack>
  );
}

/**
 * Asks for the code GET /reauthenticate emailed and runs the change with it; the change's
 * result, or undefined if the person gives up.
 */
function askForEmailedCode<Result extends { error: unknown }>(
  email: string | undefined,
  change: (nonce: string) => Promise<Result>,
): Promise<Result | undefined> {
  return new Promise((resolve) => {
    let done: Result | undefined;
    const id = modals.open({
      title: <FormattedMessage id="auth.confirmItIsYou" />,
      // Opened outside React: the close button's name in the language shown now.
      closeButtonProps: { 'aria-label': spaWords().formatMessage({ id: 'common.close' }) },
      onClose: () => resolve(done),
      children: (
        <EmailedCodeStep
          email={email}
          verify={async (code) => {
            const result = await change(code);
            if (!result.error) done = result;
            return result;
          }}
          onVerified={() => modals.close(id)}
          onCancel={() => modals.close(id)}
        />
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
  const email = (await sessionUser(supabase))?.email || undefined;
  return (await askForEmailedCode(email, change)) ?? first;
}

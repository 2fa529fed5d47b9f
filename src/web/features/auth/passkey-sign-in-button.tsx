import { Button, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from './form-error';
import { signInWithPasskey } from './mutations';
import { browserSupportsPasskeys, passkeyErrorMessage } from './passkey-ceremony';

/**
 * "Sign in with a passkey": the browser offers the passkeys it has for this site, and the one
 * chosen names the account; on success the session changes and the screen moves on. Shown only
 * where the server offers it and the browser can.
 */
export function PasskeySignInButton() {
  const intl = useIntl();
  const { supabase, offered } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      offered: context.config.passkeys === true,
    }),
  });
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!offered || !browserSupportsPasskeys()) return null;
  const signIn = async () => {
    setPending(true);
    setError(undefined);
    try {
      const { error: failed } = await signInWithPasskey(supabase);
      if (failed) setError(passkeyErrorMessage(failed, intl));
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      <FormError message={error} />
      <Button variant="default" loading={pending} onClick={() => void signIn()}>
        {intl.formatMessage({ id: 'auth.signInWithPasskey' })}
      </Button>
    </Stack>
  );
}

import { Button, Divider, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { redirectError, redirectErrorMessage } from './redirect-error';
import { returnAddress } from './return-address';
import { signInWithProvider } from './mutations';

/**
 * "Continue with <name>" for each OpenID Connect provider the server has (OIDC_PROVIDERS); the
 * provider sends the person back to this screen, where supabase-js picks the session up. Shows
 * nothing when none is configured.
 */
export function ExternalSignInButtons() {
  const intl = useIntl();
  const { supabase, providers } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      providers: context.config.signInProviders ?? [],
    }),
  });
  const [leaving, setLeaving] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>(() => {
    const error = redirectError(window.location.href);
    return error === undefined ? undefined : redirectErrorMessage(error, intl);
  });
  if (providers.length === 0) return null;

  const go = async (id: string) => {
    setLeaving(id);
    setProblem(undefined);
    const { error } = await signInWithProvider(supabase, id, returnAddress());
    // On success the browser is already on its way to the provider.
    if (error) {
      setProblem(authErrorMessage(error, intl));
      setLeaving(undefined);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={intl.formatMessage({ id: 'auth.or' })} labelPosition="center" />
      <FormError message={problem} />
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="default"
          fullWidth
          loading={leaving === provider.id}
          disabled={leaving !== undefined && leaving !== provider.id}
          onClick={() => void go(provider.id)}
        >
          {intl.formatMessage({ id: 'auth.continueWith' }, { provider: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}

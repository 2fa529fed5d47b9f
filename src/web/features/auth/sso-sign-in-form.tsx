import { Button, Divider, Stack, Text, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import type { Words } from '@shared/i18n/words.ts';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { emailField, fieldMessage } from './auth-form-schemas';
import { returnAddress } from './return-address';
import { returnedSsoError, ssoDomainOf, ssoErrorMessage } from './sso-domain';
import { signInWithSso } from './mutations';

const schema = z.object({ email: emailField });

const pendingKey = 'sso-sign-in-pending';

/** The error the ACS redirected back with, once, if this tab left for single sign-on. */
function takeReturnedSsoError(words: Words) {
  const email = sessionStorage.getItem(pendingKey);
  if (email === null) return undefined;
  sessionStorage.removeItem(pendingKey);
  const message = returnedSsoError(window.location.href, words);
  return message === undefined ? undefined : { email, message };
}

/**
 * "Sign in with single sign-on (SSO)": asks for the work email, finds the organisation's SAML
 * identity provider by its domain and goes there; it sends the person back to this screen
 * signed in. Shown only when the server has SAML switched on.
 */
export function SsoSignInForm() {
  const intl = useIntl();
  const { supabase, saml } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, saml: context.config.saml === true }),
  });
  // Back from the identity provider with an error in the address: show it where it started.
  const [returned] = useState(() => takeReturnedSsoError(intl));
  const [open, setOpen] = useState(returned !== undefined);
  const [email, setEmail] = useState(returned?.email ?? '');
  const [error, setError] = useState(returned?.message);
  const [pending, setPending] = useState(false);
  const formId = useId();
  if (!saml) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = z.safeParse(schema, { email });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setError(issue && fieldMessage(issue.message, intl));
      return;
    }
    const domain = ssoDomainOf(parsed.data.email);
    setPending(true);
    setError(undefined);
    try {
      const { data, error: failure } = await signInWithSso(supabase, domain, returnAddress());
      if (failure) throw failure;
      sessionStorage.setItem(pendingKey, parsed.data.email);
      // Stays busy while the browser leaves for the identity provider.
      window.location.assign(data.url);
    } catch (thrown) {
      setError(ssoErrorMessage(thrown, domain, intl));
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label={intl.formatMessage({ id: 'auth.or' })} labelPosition="center" />
      <Button
        variant="default"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={formId}
      >
        {intl.formatMessage({ id: 'auth.ssoButton' })}
      </Button>
      {open && (
        <form
          id={formId}
          noValidate
          aria-label={intl.formatMessage({ id: 'auth.ssoFormLabel' })}
          onSubmit={(event) => void submit(event)}
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'auth.ssoText' })}
            </Text>
            <TextInput
              label={intl.formatMessage({ id: 'auth.workEmail' })}
              type="email"
              autoComplete="email"
              required
              value={email}
              error={error}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <Button type="submit" loading={pending}>
              {intl.formatMessage({ id: 'auth.ssoContinue' })}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

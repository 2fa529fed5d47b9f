import { Button, PasswordInput, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { emailField, passwordField } from './auth-form-schemas';
import { EmailInput } from './email-input';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';
import { signInWithPassword } from './mutations';

const schema = z.object({ email: emailField, password: passwordField });

/** Email and password; on success the session changes and the login screen moves on. */
export function PasswordSignInForm() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useAuthForm(schema, { email: '', password: '' });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.passwordFormSignIn' })}
      onSubmit={form.submit(({ email, password }) => signInWithPassword(supabase, email, password))}
    >
      <Stack>
        <FormError message={form.error} />
        <EmailInput {...form.inputProps('email')} />
        <PasswordInput
          label={intl.formatMessage({ id: 'auth.password' })}
          autoComplete="current-password"
          required
          {...form.inputProps('password')}
        />
        <Button type="submit" loading={form.pending}>
          {intl.formatMessage({ id: 'auth.signIn' })}
        </Button>
      </Stack>
    </form>
  );
}

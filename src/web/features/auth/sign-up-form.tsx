import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { emailField, newPasswordField } from './auth-form-schemas';
import { CheckInbox } from './check-inbox';
import { EmailInput } from './email-input';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';
import { signUp } from './mutations';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'auth.nameMissing' satisfies MessageId)),
  email: emailField,
  password: newPasswordField,
});

/**
 * Creates an account; the confirmation link brings the user to `confirmedUrl` signed in. A
 * server with autoconfirm answers with a session instead, and the screen moves on by itself.
 */
export function SignUpForm({ confirmedUrl }: { confirmedUrl: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [sentTo, setSentTo] = useState<string | undefined>();
  const form = useAuthForm(schema, { name: '', email: '', password: '' });
  if (sentTo !== undefined) {
    return <CheckInbox email={sentTo}>{intl.formatMessage({ id: 'auth.signUpInbox' })}</CheckInbox>;
  }
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.signUpFormLabel' })}
      onSubmit={form.submit(
        (account) => signUp(supabase, account, confirmedUrl),
        () => setSentTo(form.values.email.trim()),
      )}
    >
      <Stack>
        <FormError message={form.error} />
        <TextInput
          label={intl.formatMessage({ id: 'auth.yourName' })}
          autoComplete="name"
          required
          {...form.inputProps('name')}
        />
        <EmailInput {...form.inputProps('email')} />
        <PasswordInput
          label={intl.formatMessage({ id: 'auth.password' })}
          description={intl.formatMessage({ id: 'auth.passwordHint' })}
          autoComplete="new-password"
          required
          {...form.inputProps('password')}
        />
        <Button type="submit" loading={form.pending}>
          {intl.formatMessage({ id: 'auth.createAccount' })}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import * as z from 'zod/mini';
import { emailField, newPasswordField } from './auth-form-schemas';
import { CheckInbox } from './check-inbox';
import { EmailInput } from './email-input';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';
import { signUp } from './mutations';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Enter your name.')),
  email: emailField,
  password: newPasswordField,
});

/**
 * Creates an account; the confirmation link brings the user to `confirmedUrl` signed in. A
 * server with autoconfirm answers with a session instead, and the screen moves on by itself.
 */
export function SignUpForm({ confirmedUrl }: { confirmedUrl: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [sentTo, setSentTo] = useState<string | undefined>();
  const form = useAuthForm(schema, { name: '', email: '', password: '' });
  if (sentTo !== undefined) {
    return (
      <CheckInbox email={sentTo}>
        Follow its link to confirm your address; you will be signed in.
      </CheckInbox>
    );
  }
  return (
    <form
      noValidate
      aria-label="Create your account"
      onSubmit={form.submit(
        (account) => signUp(supabase, account, confirmedUrl),
        () => setSentTo(form.values.email.trim()),
      )}
    >
      <Stack>
        <FormError message={form.error} />
        <TextInput label="Your name" autoComplete="name" required {...form.inputProps('name')} />
        <EmailInput {...form.inputProps('email')} />
        <PasswordInput
          label="Password"
          description="At least 6 characters."
          autoComplete="new-password"
          required
          {...form.inputProps('password')}
        />
        <Button type="submit" loading={form.pending}>
          Create account
        </Button>
      </Stack>
    </form>
  );
}

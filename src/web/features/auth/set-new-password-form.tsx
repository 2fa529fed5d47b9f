import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { notifySaved } from '@/components/notify';
import * as z from 'zod/mini';
import { newPasswordField } from './auth-form-schemas';
import { changePassword } from './change-password';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';

const schema = z.object({ password: newPasswordField, confirmation: z.string() }).check(
  z.refine((values) => values.password === values.confirmation, {
    message: 'The two passwords are not the same.',
    path: ['confirmation'],
  }),
);

/** After PASSWORD_RECOVERY: the new password; USER_UPDATED then lets the login screen move on. */
export function SetNewPasswordForm() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useAuthForm(schema, { password: '', confirmation: '' });
  return (
    <form
      noValidate
      aria-label="Choose a new password"
      onSubmit={form.submit(
        ({ password }) => changePassword(supabase, password),
        () => notifySaved('Your new password is saved. You are signed in.'),
      )}
    >
      <Stack>
        <Text fw={600}>Choose a new password</Text>
        <FormError message={form.error} />
        <PasswordInput
          label="New password"
          description="At least 6 characters."
          autoComplete="new-password"
          required
          {...form.inputProps('password')}
        />
        <PasswordInput
          label="Repeat the new password"
          autoComplete="new-password"
          required
          {...form.inputProps('confirmation')}
        />
        <Button type="submit" loading={form.pending}>
          Save the new password
        </Button>
      </Stack>
    </form>
  );
}

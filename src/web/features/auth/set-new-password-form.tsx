import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import * as z from 'zod/mini';
import { newPasswordField } from './auth-form-schemas';
import { changePassword } from './change-password';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';

const schema = z.object({ password: newPasswordField, confirmation: z.string() }).check(
  z.refine((values) => values.password === values.confirmation, {
    message: 'auth.passwordsNotSame' satisfies MessageId,
    path: ['confirmation'],
  }),
);

/** After PASSWORD_RECOVERY: the new password; USER_UPDATED then lets the login screen move on. */
export function SetNewPasswordForm() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useAuthForm(schema, { password: '', confirmation: '' });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.chooseNewPassword' })}
      onSubmit={form.submit(
        ({ password }) => changePassword(supabase, password),
        () => notifySaved(intl.formatMessage({ id: 'auth.newPasswordSaved' })),
      )}
    >
      <Stack>
        <Text fw={600}>{intl.formatMessage({ id: 'auth.chooseNewPassword' })}</Text>
        <FormError message={form.error} />
        <PasswordInput
          label={intl.formatMessage({ id: 'auth.newPassword' })}
          description={intl.formatMessage({ id: 'auth.passwordHint' })}
          autoComplete="new-password"
          required
          {...form.inputProps('password')}
        />
        <PasswordInput
          label={intl.formatMessage({ id: 'auth.repeatPassword' })}
          autoComplete="new-password"
          required
          {...form.inputProps('confirmation')}
        />
        <Button type="submit" loading={form.pending}>
          {intl.formatMessage({ id: 'auth.saveNewPassword' })}
        </Button>
      </Stack>
    </form>
  );
}

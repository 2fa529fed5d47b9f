import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { authErrorMessage } from './auth-error-message';
import { changePassword } from './change-password';
import { withSecondFactor } from './second-factor-dialog';
import { PasskeysSection } from './passkeys-section';
import { SignInMethodsSection } from './sign-in-methods-section';
import { TwoStepSection } from './two-step-section';
import { useSession } from './use-session';
import { changeEmail, signOut } from './mutations';
import { LanguageChoice } from '@/i18n/language-choice';

/**
 * The signed-in person's own sign-in, in either area: email, password, two-step sign-in, other
 * devices. Changing the email or password asks for the second step if the session lacks it, and
 * the password for an emailed code when the server wants a fresh confirmation. The confirmation link of a new email brings them back to `returnPath`, their settings screen.
 */
export function AccountSection({
  returnPath,
  children,
}: {
  returnPath: '/t/settings/' | '/client-access/settings';
  /** What a change here affects, for the people of this area, in the reader's words. */
  children: ReactNode;
}) {
  const intl = useIntl();
  const user = useSession()?.user;
  return (
    <Stack>
      <SectionHeader title={intl.formatMessage({ id: 'auth.accountTitle' })}>
        {user?.email ? (
          <FormattedMessage
            id="auth.accountSignedInAs"
            values={{ email: user.email, details: children }}
          />
        ) : (
          <FormattedMessage id="auth.accountSignedIn" values={{ details: children }} />
        )}
      </SectionHeader>
      <LanguageChoice />
      <EmailForm current={user?.email ?? ''} pending={user?.new_email} returnPath={returnPath} />
      <PasswordForm />
      <PasskeysSection />
      <TwoStepSection />
      <SignInMethodsSection returnPath={returnPath} />
      <OtherSessions />
    </Stack>
  );
}

function EmailForm({
  current,
  pending,
  returnPath,
}: {
  current: string;
  pending?: string;
  returnPath: string;
}) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())
          ? intl.formatMessage({ id: 'auth.emailExample' })
          : value.trim().toLowerCase() === current.toLowerCase()
            ? intl.formatMessage({ id: 'auth.emailSame' })
            : null,
    },
  });
  const submit = form.onSubmit(async ({ email }) => {
    const { error } = await withSecondFactor(supabase, () =>
      changeEmail(supabase, email.trim(), `${window.location.origin}${returnPath}`),
    );
    if (error) {
      form.setFieldError('email', authErrorMessage(error, intl));
      return;
    }
    notifySaved(
      intl.formatMessage({ id: 'auth.emailChangeSent' }, { email: email.trim(), current }),
    );
    form.reset();
  });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.emailFormLabel' })}
      onSubmit={submit}
    >
      <Stack gap="xs">
        <Title order={3} size="h4">
          {intl.formatMessage({ id: 'auth.email' })}
        </Title>
        {pending ? (
          <Text size="sm">
            {intl.formatMessage({ id: 'auth.emailPending' }, { email: pending })}
          </Text>
        ) : null}
        <Group align="flex-start" gap="sm">
          <TextInput
            label={intl.formatMessage({ id: 'auth.newEmail' })}
            type="email"
            autoComplete="email"
            w={{ base: '100%', xs: 300 }}
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            variant="default"
            loading={form.submitting}
            mt={{ base: 0, xs: 25 }}
          >
            {intl.formatMessage({ id: 'auth.changeEmail' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) =>
        value.length < 6
          ? intl.formatMessage({ id: 'auth.passwordTooShort' })
          : value.length > 72
            ? intl.formatMessage({ id: 'auth.passwordTooLong' })
            : null,
      repeat: (value, values) =>
        value === values.password ? null : intl.formatMessage({ id: 'auth.passwordsDiffer' }),
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    const { error } = await changePassword(supabase, password);
    if (error) {
      form.setFieldError('password', authErrorMessage(error, intl));
      return;
    }
    notifySaved(intl.formatMessage({ id: 'auth.passwordChanged' }));
    form.reset();
  });
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.passwordFormLabel' })}
      onSubmit={submit}
    >
      <Stack gap="xs">
        <Title order={3} size="h4">
          {intl.formatMessage({ id: 'auth.password' })}
        </Title>
        <Group align="flex-start" gap="sm">
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.newPassword' })}
            autoComplete="new-password"
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={intl.formatMessage({ id: 'auth.repeatPassword' })}
            autoComplete="new-password"
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('repeat')}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={form.submitting}>
            {intl.formatMessage({ id: 'auth.changePassword' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OtherSessions() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
      title: intl.formatMessage({ id: 'auth.signOutOthersTitle' }),
      children: <Text size="sm">{intl.formatMessage({ id: 'auth.signOutOthersText' })}</Text>,
      labels: {
        confirm: intl.formatMessage({ id: 'auth.signOutOthersConfirm' }),
        cancel: intl.formatMessage({ id: 'common.cancel' }),
      },
      onConfirm: async () => {
        const { error } = await signOut(supabase, 'others');
        if (error)
          notifyFailed(
            new Error(authErrorMessage(error, intl)),
            intl.formatMessage({ id: 'auth.signOutOthersFailed' }),
          );
        else notifySaved(intl.formatMessage({ id: 'auth.signOutOthersDone' }));
      },
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {intl.formatMessage({ id: 'auth.otherDevices' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'auth.otherDevicesText' })}</Text>
      <Group>
        <Button variant="default" onClick={confirm}>
          {intl.formatMessage({ id: 'auth.signOutOthers' })}
        </Button>
      </Group>
    </Stack>
  );
}

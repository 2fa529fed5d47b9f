import { Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
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
  /** What a change here affects, for the people of this area. */
  children: ReactNode;
}) {
  const user = useSession()?.user;
  return (
    <Stack>
      <SectionHeader title="Your account">
        Signed in as {user?.email ?? 'you'}. {children}
      </SectionHeader>
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
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (value) =>
        !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim())
          ? 'Enter an email address such as name@example.com.'
          : value.trim().toLowerCase() === current.toLowerCase()
            ? 'This is already your email address.'
            : null,
    },
  });
  const submit = form.onSubmit(async ({ email }) => {
    const { error } = await withSecondFactor(supabase, () =>
      changeEmail(supabase, email.trim(), `${window.location.origin}${returnPath}`),
    );
    if (error) {
      form.setFieldError('email', authErrorMessage(error));
      return;
    }
    notifySaved(
      `Open the link we sent to ${email.trim()} to confirm the change. Until then you sign in with ${current}.`,
    );
    form.reset();
  });
  return (
    <form noValidate aria-label="Change your email" onSubmit={submit}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Email
        </Title>
        {pending ? (
          <Text size="sm">Waiting for you to confirm {pending}: open the link we sent there.</Text>
        ) : null}
        <Group align="flex-start" gap="sm">
          <TextInput
            label="New email"
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
            Change email
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordForm() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const form = useForm({
    initialValues: { password: '', repeat: '' },
    validate: {
      password: (value) =>
        value.length < 6
          ? 'Use at least 6 characters.'
          : value.length > 72
            ? 'Use at most 72 characters.'
            : null,
      repeat: (value, values) => (value === values.password ? null : 'The two passwords differ.'),
    },
  });
  const submit = form.onSubmit(async ({ password }) => {
    const { error } = await changePassword(supabase, password);
    if (error) {
      form.setFieldError('password', authErrorMessage(error));
      return;
    }
    notifySaved('Your password is changed.');
    form.reset();
  });
  return (
    <form noValidate aria-label="Change your password" onSubmit={submit}>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Password
        </Title>
        <Group align="flex-start" gap="sm">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            w={{ base: '100%', xs: 240 }}
            {...form.getInputProps('repeat')}
          />
        </Group>
        <Group>
          <Button type="submit" variant="default" loading={form.submitting}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OtherSessions() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Sign out everywhere else?',
      children: (
        <Text size="sm">
          Every other browser and device signed in to your account is signed out. This one stays
          signed in.
        </Text>
      ),
      labels: { confirm: 'Sign out the others', cancel: 'Cancel' },
      onConfirm: async () => {
        const { error } = await signOut(supabase, 'others');
        if (error)
          notifyFailed(
            new Error(authErrorMessage(error)),
            'The other sessions were not signed out',
          );
        else notifySaved('Your other sessions are signed out.');
      },
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Other devices
      </Title>
      <Text size="sm">
        Lost a phone, or signed in on a shared computer? End those sessions here.
      </Text>
      <Group>
        <Button variant="default" onClick={confirm}>
          Sign out other sessions
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Stack, TextInput } from '@mantine/core';
import type { EmailOtpType } from '@supabase/supabase-js';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { codeField, emailField } from './auth-form-schemas';
import { CheckInbox } from './check-inbox';
import { EmailInput } from './email-input';
import { FormError } from './form-error';
import { useAuthForm } from './use-auth-form';
import { verifyEmailCode } from './mutations';

const emailSchema = z.object({ email: emailField });
const codeSchema = z.object({ code: codeField });

// The texts the caller gives are in the reader's words.
interface EmailCodeFormProps {
  /** Names the form for assistive technology. */
  label: string;
  requestButton: string;
  /** Asks the server to email a link and code to the address. */
  request: (email: string) => Promise<{ error: unknown }>;
  /** What the emailed code verifies as. */
  verifyType: EmailOtpType;
  inboxText: ReactNode;
}

/**
 * The two steps of signing in by email: the address, then the 6-digit code (or the emailed link,
 * which brings the user back signed in). Used for sign-in by code and for password recovery.
 */
export function EmailCodeForm({
  label,
  requestButton,
  request,
  verifyType,
  inboxText,
}: EmailCodeFormProps) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [sentTo, setSentTo] = useState<string | undefined>();
  const ask = useAuthForm(emailSchema, { email: '' });
  const verify = useAuthForm(codeSchema, { code: '' });

  if (sentTo === undefined) {
    return (
      <form
        noValidate
        aria-label={label}
        onSubmit={ask.submit(
          ({ email }) => request(email.trim()),
          () => setSentTo(ask.values.email.trim()),
        )}
      >
        <Stack>
          <FormError message={ask.error} />
          <EmailInput {...ask.inputProps('email')} />
          <Button type="submit" loading={ask.pending}>
            {requestButton}
          </Button>
        </Stack>
      </form>
    );
  }
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.emailedCodeFormLabel' })}
      onSubmit={verify.submit(({ code }) => verifyEmailCode(supabase, sentTo, code, verifyType))}
    >
      <Stack>
        <CheckInbox email={sentTo}>{inboxText}</CheckInbox>
        <FormError message={verify.error} />
        <TextInput
          label={intl.formatMessage({ id: 'auth.code' })}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...verify.inputProps('code')}
        />
        <Button type="submit" loading={verify.pending}>
          {intl.formatMessage({ id: 'auth.continue' })}
        </Button>
      </Stack>
    </form>
  );
}

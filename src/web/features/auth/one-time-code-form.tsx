import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { authenticatorCodeField, codeField, textMessageCodeField } from './auth-form-schemas';
import { useAuthForm } from './use-auth-form';

const sources = {
  app: {
    label: 'auth.codeFromApp',
    schema: z.object({ code: authenticatorCodeField }),
  },
  sms: {
    label: 'auth.codeFromText',
    schema: z.object({ code: textMessageCodeField }),
  },
  email: {
    label: 'auth.codeFromEmail',
    schema: z.object({ code: codeField }),
  },
} satisfies Record<string, { label: MessageId; schema: z.ZodMiniType }>;

interface OneTimeCodeFormProps {
  /** Names the form for assistive technology, in the reader's words (as `submitLabel`). */
  label: string;
  /** Where the 6-digit code comes from: an authenticator app, a text message or an email. */
  source?: keyof typeof sources;
  /** Sends the code; a refusal is shown under the field, where the person is looking. */
  verify: (code: string) => Promise<{ error: unknown }>;
  onVerified?: () => void;
  submitLabel?: string;
  /** Other ways out, beside the submit button (cancel, sign out). */
  actions?: ReactNode;
}

/** A 6-digit one-time code, for the second step of sign-in, set-up and confirming a change. */
export function OneTimeCodeForm({
  label,
  source = 'app',
  verify,
  onVerified,
  submitLabel,
  actions,
}: OneTimeCodeFormProps) {
  const intl = useIntl();
  const form = useAuthForm(sources[source].schema, { code: '' });
  const input = form.inputProps('code');
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.submit(({ code }) => verify(code.trim()), onVerified)}
    >
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: sources[source].label })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          w={{ base: '100%', xs: 240 }}
          {...input}
          error={input.error ?? form.error}
          // Announced, as the FormError of the other auth forms is: the person may not be looking.
          errorProps={{ role: 'alert' }}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.pending}>
            {submitLabel ?? intl.formatMessage({ id: 'auth.verify' })}
          </Button>
          {actions}
        </Group>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import type { Words } from '@shared/i18n/words.ts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { notifySaved } from '@/components/notify';
import { mobileNumberField } from './auth-form-schemas';
import { phoneFactorBase } from './factor-name';
import { FormError } from './form-error';
import { startEnrolment } from './start-enrolment';
import { TextMessageCode } from './text-message-code';
import { useAbandonedFactorRemoval } from './use-abandoned-factor-removal';
import { useAuthForm } from './use-auth-form';
import { challengeFactor, enrolPhone, removeFactor } from './mutations';

const schema = z.object({ phone: mobileNumberField });

interface PendingPhone {
  factorId: string;
  challengeId: string;
}

/** Setting up a phone for text-message codes: the number, then the code texted to it. */
export function PhoneEnrolment({
  supabase,
  factors,
  onDone,
}: {
  supabase: Supabase;
  factors: Factor[];
  onDone: () => void;
}) {
  const intl = useIntl();
  const [pending, setPending] = useState<PendingPhone | undefined>();
  const form = useAuthForm(schema, { phone: '' });
  if (pending !== undefined) {
    return <PhoneVerification supabase={supabase} pending={pending} onDone={onDone} />;
  }
  const send = async ({ phone }: { phone: string }) => {
    const started = await textFirstCode(supabase, factors, phone.trim(), intl);
    if (started.data !== undefined) setPending(started.data);
    return started;
  };
  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.addPhone' })}
      onSubmit={form.submit(send)}
    >
      <Stack gap="sm">
        <FormError message={form.error} />
        <TextInput
          label={intl.formatMessage({ id: 'auth.mobileNumber' })}
          description={intl.formatMessage({ id: 'auth.mobileNumberHint' })}
          type="tel"
          autoComplete="tel"
          required
          maw={320}
          {...form.inputProps('phone')}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.pending}>
            {intl.formatMessage({ id: 'auth.textMeCode' })}
          </Button>
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PhoneVerification({
  supabase,
  pending,
  onDone,
}: {
  supabase: Supabase;
  pending: PendingPhone;
  onDone: () => void;
}) {
  const intl = useIntl();
  const markVerified = useAbandonedFactorRemoval(supabase, pending.factorId);
  return (
    <TextMessageCode
      supabase={supabase}
      factorId={pending.factorId}
      challengeId={pending.challengeId}
      label={intl.formatMessage({ id: 'auth.verifyPhone' })}
      onVerified={() => {
        markVerified();
        notifySaved(intl.formatMessage({ id: 'auth.phoneSetUp' }));
        onDone();
      }}
      actions={
        <Button variant="default" onClick={onDone}>
          {intl.formatMessage({ id: 'common.cancel' })}
        </Button>
      }
    />
  );
}

/** Enrols the number and texts its first code; a number that cannot take a code is not kept. */
async function textFirstCode(
  supabase: Supabase,
  factors: Factor[],
  phone: string,
  words: Words,
): Promise<{ data?: PendingPhone; error: unknown }> {
  const enrolled = await startEnrolment(
    supabase,
    factors,
    'phone',
    phoneFactorBase(phone, words),
    (name) => enrolPhone(supabase, phone, name),
    words,
  );
  if (enrolled.error || enrolled.data === null) return { error: enrolled.error };
  const factorId = enrolled.data.id;
  const challenge = await challengeFactor(supabase, factorId);
  if (challenge.error) {
    await removeFactor(supabase, factorId);
    return { error: challenge.error };
  }
  return { data: { factorId, challengeId: challenge.data.id }, error: null };
}

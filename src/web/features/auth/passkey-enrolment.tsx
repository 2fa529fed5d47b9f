import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useState, type FormEvent } from 'react';
import { notifySaved } from '@/components/notify';
import { authErrorMessage } from './auth-error-message';
import { newFactorName } from './factor-name';
import { passkeyCeremony, passkeyErrorMessage } from './passkey-ceremony';
import { startEnrolment } from './start-enrolment';
import { enrolPasskeyFactor, removeFactor } from './mutations';

/** Adding a passkey: a name to tell it apart, then the browser's own prompt. */
export function PasskeyEnrolment({
  supabase,
  factors,
  onDone,
}: {
  supabase: Supabase;
  factors: Factor[];
  onDone: () => void;
}) {
  const taken = factors
    .filter((factor) => !(factor.factor_type === 'webauthn' && factor.status === 'unverified'))
    .map((factor) => factor.friendly_name ?? '');
  const [name, setName] = useState(() => newFactorName(taken, 'Passkey'));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const friendlyName = name.trim();
    if (friendlyName === '') return setError('Give the passkey a name, such as "Work laptop".');
    if (taken.includes(friendlyName)) return setError('You already have a factor with this name.');
    setError(undefined);
    setPending(true);
    try {
      const enrolled = await startEnrolment(supabase, factors, 'webauthn', friendlyName, (free) =>
        enrolPasskeyFactor(supabase, free),
      );
      if (enrolled.error || enrolled.data === null) {
        return setError(authErrorMessage(enrolled.error));
      }
      const { error: failed } = await passkeyCeremony(supabase, enrolled.data.id);
      if (failed) {
        // An unverified factor can never sign anyone in; it would only keep the name taken.
        await removeFactor(supabase, enrolled.data.id);
        return setError(passkeyErrorMessage(failed));
      }
      notifySaved('Your passkey is added. Sign-ins can now use it as the second step.');
      onDone();
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate aria-label="Add a passkey" onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <TextInput
          label="Passkey name"
          description="So you can tell your passkeys apart, such as the device it is on."
          required
          maxLength={60}
          w={{ base: '100%', xs: 320 }}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          errorProps={{ role: 'alert' }}
        />
        <Group gap="sm">
          <Button type="submit" loading={pending}>
            Continue
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

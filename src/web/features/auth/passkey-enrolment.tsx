import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const taken = factors
    .filter((factor) => !(factor.factor_type === 'webauthn' && factor.status === 'unverified'))
    .map((factor) => factor.friendly_name ?? '');
  const [name, setName] = useState(() =>
    newFactorName(taken, intl.formatMessage({ id: 'auth.factorPasskey' }), intl),
  );
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const friendlyName = name.trim();
    if (friendlyName === '') {
      return setError(intl.formatMessage({ id: 'auth.passkeyNameMissing' }));
    }
    if (taken.includes(friendlyName)) {
      return setError(intl.formatMessage({ id: 'auth.factorNameTaken' }));
    }
    setError(undefined);
    setPending(true);
    try {
      const enrolled = await startEnrolment(
        supabase,
        factors,
        'webauthn',
        friendlyName,
        (free) => enrolPasskeyFactor(supabase, free),
        intl,
      );
      if (enrolled.error || enrolled.data === null) {
        return setError(authErrorMessage(enrolled.error, intl));
      }
      const { error: failed } = await passkeyCeremony(supabase, enrolled.data.id);
      if (failed) {
        // An unverified factor can never sign anyone in; it would only keep the name taken.
        await removeFactor(supabase, enrolled.data.id);
        return setError(passkeyErrorMessage(failed, intl));
      }
      notifySaved(intl.formatMessage({ id: 'auth.passkeyFactorAdded' }));
      onDone();
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.addPasskey' })}
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'auth.passkeyName' })}
          description={intl.formatMessage({ id: 'auth.passkeyNameHint' })}
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
            {intl.formatMessage({ id: 'auth.continue' })}
          </Button>
          <Button variant="default" onClick={onDone} disabled={pending}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

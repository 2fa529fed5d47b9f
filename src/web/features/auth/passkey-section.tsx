import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Factor, SupabaseClient } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { notifyFailed, notifySaved } from '../../components/notify';
import { authErrorMessage } from './auth-error-message';
import { passkeyCeremony, passkeyErrorMessage } from './passkey-ceremony';
import { newPasskeyName } from './passkey-name';
import { factorsQuery } from './queries';
import { withSecondFactor } from './second-factor-dialog';

const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The user's passkeys (WebAuthn second factors): listed with a way to remove them, and a way to
 * add one: name it, then the browser's own prompt (fingerprint, face, PIN or security key).
 */
export function PasskeySection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery(supabase));
  const [adding, setAdding] = useState(false);
  const refresh = () => queryClient.invalidateQueries(factorsQuery(supabase));
  const all = factors.data ?? [];
  const passkeys = all.filter(
    (factor) => factor.factor_type === 'webauthn' && factor.status === 'verified',
  );
  return (
    <Stack gap="xs" mt="sm">
      <Title order={4} size="h5">
        Passkeys
      </Title>
      <Text size="sm">
        A passkey lets this device (its fingerprint, face or screen lock) or a security key be the
        second step instead of a code.
      </Text>
      {passkeys.length === 0 ? (
        <Text size="sm">{factors.isPending ? 'Loading...' : 'No passkey yet.'}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {passkeys.map((factor) => (
            <Group component="li" key={factor.id} gap="sm" justify="space-between" maw={480}>
              <Text size="sm">
                <strong>{factor.friendly_name ?? 'Passkey'}</strong>, added{' '}
                {added.format(new Date(factor.created_at))}
              </Text>
              <Button
                variant="default"
                size="xs"
                color="red"
                onClick={() => confirmRemoval(supabase, factor, refresh)}
                aria-label={`Remove ${factor.friendly_name ?? 'passkey'}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {adding ? (
        <AddPasskeyForm
          supabase={supabase}
          factors={all}
          onDone={() => {
            setAdding(false);
            void refresh();
          }}
        />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setAdding(true)}>
            Add a passkey
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function AddPasskeyForm({
  supabase,
  factors,
  onDone,
}: {
  supabase: SupabaseClient;
  factors: Factor[];
  onDone: () => void;
}) {
  // Passkeys whose prompt never finished (a closed tab) can never sign anyone in: they go.
  const abandoned = factors.filter(
    (factor) => factor.factor_type === 'webauthn' && factor.status === 'unverified',
  );
  const taken = factors
    .filter((factor) => !abandoned.includes(factor))
    .map((factor) => factor.friendly_name ?? '');
  const [name, setName] = useState(() => newPasskeyName(taken));
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const friendlyName = name.trim();
    if (friendlyName === '') return setError('Give the passkey a name, such as "Work laptop".');
    // Checked here: supabase-js's register() would remove a verified factor of the same name.
    if (taken.includes(friendlyName)) return setError('You already have a factor with this name.');
    setError(undefined);
    setPending(true);
    try {
      await Promise.all(
        abandoned.map((factor) => supabase.auth.mfa.unenroll({ factorId: factor.id })),
      );
      const enrolled = await withSecondFactor(supabase, () =>
        supabase.auth.mfa.enroll({ factorType: 'webauthn', friendlyName }),
      );
      if (enrolled.error || enrolled.data === null) {
        return setError(authErrorMessage(enrolled.error));
      }
      const { error: failed } = await passkeyCeremony(supabase, enrolled.data.id);
      if (failed) {
        // An unverified factor can never sign anyone in; it would only keep the name taken.
        await supabase.auth.mfa.unenroll({ factorId: enrolled.data.id });
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

function confirmRemoval(supabase: SupabaseClient, factor: Factor, refresh: () => Promise<void>) {
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: `Remove ${factor.friendly_name ?? 'this passkey'}?`,
    children: (
      <Text size="sm">
        Signing in will no longer accept this passkey. You can add a passkey again at any time.
      </Text>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red.8' },
    onConfirm: async () => {
      const { error } = await withSecondFactor(supabase, () =>
        supabase.auth.mfa.unenroll({ factorId: factor.id }),
      );
      if (error) notifyFailed(new Error(authErrorMessage(error)), 'Not removed');
      else notifySaved('The passkey is removed.');
      await refresh();
    },
  });
}

import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { authErrorMessage } from './auth-error-message';
import { factorLabel } from './factor-name';
import { PasskeyEnrolment } from './passkey-enrolment';
import { PhoneEnrolment } from './phone-enrolment';
import { factorsQuery } from './queries';
import { withSecondFactor } from './second-factor-dialog';
import { startEnrolment } from './start-enrolment';
import { TotpEnrolment, type PendingTotp } from './totp-enrolment';
import { enrolAuthenticatorApp, removeFactor } from './mutations';

const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

type SetUp =
  | { kind: 'none' }
  | { kind: 'totp'; pending: PendingTotp }
  | { kind: 'phone' }
  | { kind: 'passkey' };

/** The user's second steps: the verified ones listed with a way to remove them, and set-up. */
export function TwoStepSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery(supabase));
  const [setUp, setSetUp] = useState<SetUp>({ kind: 'none' });
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries(factorsQuery(supabase));
  const all = factors.data ?? [];
  const verified = all.filter((factor) => factor.status === 'verified');

  const startTotp = async () => {
    setStarting(true);
    try {
      const result = await enrolTotp(supabase, all);
      if (result.error) notifyFailed(new Error(authErrorMessage(result.error)), 'Not set up');
      else if (result.data) setSetUp({ kind: 'totp', pending: result.data });
    } finally {
      setStarting(false);
    }
  };
  const finish = () => {
    setSetUp({ kind: 'none' });
    void refresh();
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Two-step sign-in
      </Title>
      <Text size="sm">
        Signing in then also asks for a code from an authenticator app or a text message, or for a
        passkey (this device's fingerprint, face or screen lock, or a security key), so a stolen
        password alone cannot get in.
      </Text>
      {verified.length === 0 ? (
        <Text size="sm">{factors.isPending ? 'Loading...' : 'Not set up yet.'}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {verified.map((factor) => (
            <Group component="li" key={factor.id} gap="sm" justify="space-between" maw={480}>
              <Text size="sm">
                <strong>{factorLabel(factor)}</strong>, added{' '}
                {added.format(new Date(factor.created_at))}
              </Text>
              <Button
                variant="default"
                size="xs"
                color="red"
                onClick={() => confirmRemoval(supabase, factor, refresh)}
                aria-label={`Remove ${factorLabel(factor)}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {setUp.kind === 'totp' ? (
        <TotpEnrolment supabase={supabase} pending={setUp.pending} onDone={finish} />
      ) : setUp.kind === 'phone' ? (
        <PhoneEnrolment supabase={supabase} factors={all} onDone={finish} />
      ) : setUp.kind === 'passkey' ? (
        <PasskeyEnrolment supabase={supabase} factors={all} onDone={finish} />
      ) : (
        <Group gap="sm">
          <Button variant="default" loading={starting} onClick={() => void startTotp()}>
            Set up an authenticator app
          </Button>
          <Button variant="default" onClick={() => setSetUp({ kind: 'phone' })}>
            Add a phone for text-message codes
          </Button>
          <Button variant="default" onClick={() => setSetUp({ kind: 'passkey' })}>
            Add a passkey
          </Button>
        </Group>
      )}
    </Stack>
  );
}

async function enrolTotp(
  supabase: Supabase,
  factors: Factor[],
): Promise<{ data?: PendingTotp; error: unknown }> {
  const { data, error } = await startEnrolment(
    supabase,
    factors,
    'totp',
    'Authenticator app',
    (name) => enrolAuthenticatorApp(supabase, name),
  );
  if (error || data === null) return { error };
  return {
    data: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    error: null,
  };
}

const removalNotes: Record<string, string> = {
  totp: 'Signing in will no longer accept its codes.',
  phone: 'Signing in will no longer text codes to this phone.',
  webauthn: 'Signing in will no longer accept this passkey.',
};

function confirmRemoval(supabase: Supabase, factor: Factor, refresh: () => Promise<void>) {
  const label = factorLabel(factor);
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: `Remove ${label}?`,
    children: (
      <Text size="sm">
        {removalNotes[factor.factor_type] ?? 'Signing in will no longer accept it.'} You can set it
        up again at any time.
      </Text>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    // The darker red keeps the white label at AA contrast.
    confirmProps: { color: 'red.8' },
    onConfirm: async () => {
      const { error } = await withSecondFactor(supabase, () => removeFactor(supabase, factor.id));
      if (error) notifyFailed(new Error(authErrorMessage(error)), 'Not removed');
      else notifySaved(`${label} is removed.`);
      await refresh();
    },
  });
}

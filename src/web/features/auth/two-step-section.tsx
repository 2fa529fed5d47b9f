import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Factor, SupabaseClient } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '../../components/notify';
import { authErrorMessage } from './auth-error-message';
import { newFactorName } from './factor-name';
import { PasskeySection } from './passkey-section';
import { factorsQuery } from './queries';
import { withSecondFactor } from './second-factor-dialog';
import { TotpEnrolment, type PendingTotp } from './totp-enrolment';

const added = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The user's authenticator apps: the verified ones listed with a way to remove them, and set-up. */
export function TwoStepSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const factors = useQuery(factorsQuery(supabase));
  const [pending, setPending] = useState<PendingTotp | undefined>();
  const [starting, setStarting] = useState(false);
  const refresh = () => queryClient.invalidateQueries(factorsQuery(supabase));
  const all = factors.data ?? [];
  // Passkeys have their own list (PasskeySection).
  const verified = all.filter(
    (factor) => factor.status === 'verified' && factor.factor_type !== 'webauthn',
  );

  const start = async () => {
    setStarting(true);
    try {
      const result = await enrolTotp(supabase, all);
      if (result.error) notifyFailed(new Error(authErrorMessage(result.error)), 'Not set up');
      else setPending(result.data);
    } finally {
      setStarting(false);
    }
  };
  const finish = () => {
    setPending(undefined);
    void refresh();
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Two-step sign-in
      </Title>
      <Text size="sm">
        With an authenticator app, signing in also asks for a code from your phone, so a stolen
        password alone cannot get in.
      </Text>
      {verified.length === 0 ? (
        <Text size="sm">{factors.isPending ? 'Loading...' : 'Not set up yet.'}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {verified.map((factor) => (
            <Group component="li" key={factor.id} gap="sm" justify="space-between" maw={480}>
              <Text size="sm">
                <strong>{factor.friendly_name ?? 'Authenticator app'}</strong>, added{' '}
                {added.format(new Date(factor.created_at))}
              </Text>
              <Button
                variant="default"
                size="xs"
                color="red"
                onClick={() => confirmRemoval(supabase, factor, refresh)}
                aria-label={`Remove ${factor.friendly_name ?? 'authenticator app'}`}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {pending === undefined ? (
        <Group>
          <Button variant="default" loading={starting} onClick={() => void start()}>
            Set up an authenticator app
          </Button>
        </Group>
      ) : (
        <TotpEnrolment supabase={supabase} pending={pending} onDone={finish} />
      )}
      <PasskeySection />
    </Stack>
  );
}

/**
 * Starts a TOTP factor under a free name. Unverified factors left by an earlier set-up that was
 * never finished (a closed tab) are removed first: they can never sign anyone in.
 */
async function enrolTotp(
  supabase: SupabaseClient,
  factors: Factor[],
): Promise<{ data?: PendingTotp; error: unknown }> {
  const abandoned = factors.filter(
    (factor) => factor.status === 'unverified' && factor.factor_type === 'totp',
  );
  await Promise.all(abandoned.map((factor) => supabase.auth.mfa.unenroll({ factorId: factor.id })));
  const names = factors
    .filter((factor) => !abandoned.includes(factor))
    .map((factor) => factor.friendly_name ?? '');
  const { data, error } = await withSecondFactor(supabase, () =>
    supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: newFactorName(names) }),
  );
  if (error || data === null) return { error };
  return {
    data: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    error: null,
  };
}

function confirmRemoval(supabase: SupabaseClient, factor: Factor, refresh: () => Promise<void>) {
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': 'Close' },
    title: `Remove ${factor.friendly_name ?? 'this authenticator app'}?`,
    children: (
      <Text size="sm">
        Signing in will no longer ask for its code. You can set up an app again at any time.
      </Text>
    ),
    labels: { confirm: 'Remove', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      const { error } = await withSecondFactor(supabase, () =>
        supabase.auth.mfa.unenroll({ factorId: factor.id }),
      );
      if (error) notifyFailed(new Error(authErrorMessage(error)), 'Not removed');
      else notifySaved('The authenticator app is removed.');
      await refresh();
    },
  });
}

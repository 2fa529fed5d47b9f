import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { specLoading } from '@/components/spec-texts';
import { authErrorMessage } from './auth-error-message';
import { factorKindName, factorLabel } from './factor-name';
import { PasskeyEnrolment } from './passkey-enrolment';
import { PhoneEnrolment } from './phone-enrolment';
import { factorsQuery } from './queries';
import { withSecondFactor } from './second-factor-dialog';
import { startEnrolment } from './start-enrolment';
import { TotpEnrolment, type PendingTotp } from './totp-enrolment';
import { enrolAuthenticatorApp, removeFactor } from './mutations';

type SetUp =
  | { kind: 'none' }
  | { kind: 'totp'; pending: PendingTotp }
  | { kind: 'phone' }
  | { kind: 'passkey' };

/** The user's second steps: the verified ones listed with a way to remove them, and set-up. */
export function TwoStepSection() {
  const intl = useIntl();
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
      const result = await enrolTotp(supabase, all, intl);
      if (result.error) {
        notifyFailed(
          new Error(authErrorMessage(result.error, intl)),
          intl.formatMessage({ id: 'auth.notSetUp' }),
        );
      } else if (result.data) setSetUp({ kind: 'totp', pending: result.data });
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
        {intl.formatMessage({ id: 'auth.twoStepTitle' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'auth.twoStepText' })}</Text>
      {verified.length === 0 ? (
        <Text size="sm">
          {factors.isPending ? specLoading : intl.formatMessage({ id: 'auth.twoStepNone' })}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {verified.map((factor) => (
            <Group component="li" key={factor.id} gap="sm" justify="space-between" maw={480}>
              <Text size="sm">
                <FormattedMessage
                  id="auth.factorItem"
                  values={{
                    name: factorLabel(factor, intl),
                    added: intl.formatDate(new Date(factor.created_at), { dateStyle: 'medium' }),
                    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
                  }}
                />
              </Text>
              <Button
                variant="default"
                size="xs"
                color="red"
                onClick={() => confirmRemoval(supabase, factor, refresh, intl)}
                aria-label={intl.formatMessage(
                  { id: 'auth.removeNamed' },
                  { name: factorLabel(factor, intl) },
                )}
              >
                {intl.formatMessage({ id: 'auth.remove' })}
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
            {intl.formatMessage({ id: 'auth.setUpAuthenticator' })}
          </Button>
          <Button variant="default" onClick={() => setSetUp({ kind: 'phone' })}>
            {intl.formatMessage({ id: 'auth.addPhone' })}
          </Button>
          <Button variant="default" onClick={() => setSetUp({ kind: 'passkey' })}>
            {intl.formatMessage({ id: 'auth.addPasskey' })}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

async function enrolTotp(
  supabase: Supabase,
  factors: Factor[],
  words: Words,
): Promise<{ data?: PendingTotp; error: unknown }> {
  const { data, error } = await startEnrolment(
    supabase,
    factors,
    'totp',
    factorKindName('totp', words),
    (name) => enrolAuthenticatorApp(supabase, name),
    words,
  );
  if (error || data === null) return { error };
  return {
    data: { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret },
    error: null,
  };
}

// What removing each kind of factor changes, and that it can be set up again.
const removalNotes = {
  totp: 'auth.removeTotpNote',
  phone: 'auth.removePhoneNote',
  webauthn: 'auth.removePasskeyNote',
} as const satisfies Record<Factor['factor_type'], MessageId>;

function confirmRemoval(
  supabase: Supabase,
  factor: Factor,
  refresh: () => Promise<void>,
  intl: IntlShape,
) {
  const label = factorLabel(factor, intl);
  const note = Object.hasOwn(removalNotes, factor.factor_type)
    ? removalNotes[factor.factor_type]
    : 'auth.removeFactorNote';
  modals.openConfirmModal({
    closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
    title: intl.formatMessage({ id: 'auth.removeTitle' }, { name: label }),
    children: <Text size="sm">{intl.formatMessage({ id: note })}</Text>,
    labels: {
      confirm: intl.formatMessage({ id: 'auth.remove' }),
      cancel: intl.formatMessage({ id: 'common.cancel' }),
    },
    // The darker red keeps the white label at AA contrast.
    confirmProps: { color: 'red.8' },
    onConfirm: async () => {
      const { error } = await withSecondFactor(supabase, () => removeFactor(supabase, factor.id));
      if (error) {
        notifyFailed(
          new Error(authErrorMessage(error, intl)),
          intl.formatMessage({ id: 'auth.notRemoved' }),
        );
      } else notifySaved(intl.formatMessage({ id: 'auth.removed' }, { name: label }));
      await refresh();
    },
  });
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { factorLabel } from './factor-name';
import { passkeyCeremony, passkeyErrorMessage } from './passkey-ceremony';

/**
 * "Use a passkey": the browser's prompt, then the session is aal2; a failure is said beside it.
 * Each challenge names one credential, so with several passkeys the person picks the one at hand.
 */
export function PasskeyOption({
  supabase,
  passkeys,
  onVerified,
  actions,
}: {
  supabase: Supabase;
  passkeys: Factor[];
  onVerified: () => void;
  /** Other ways out (cancel, sign out). */
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const [pending, setPending] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const use = async (factorId: string) => {
    setPending(factorId);
    setError(undefined);
    try {
      const { error: failed } = await passkeyCeremony(supabase, factorId);
      if (failed) setError(passkeyErrorMessage(failed, intl));
      else onVerified();
    } finally {
      setPending(undefined);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{intl.formatMessage({ id: 'auth.passkeyOptionText' })}</Text>
      <Group gap="sm">
        {passkeys.map((passkey) => (
          <Button
            key={passkey.id}
            loading={pending === passkey.id}
            disabled={pending !== undefined && pending !== passkey.id}
            onClick={() => void use(passkey.id)}
          >
            {passkeys.length === 1
              ? intl.formatMessage({ id: 'auth.usePasskey' })
              : intl.formatMessage(
                  { id: 'auth.useNamedPasskey' },
                  { name: factorLabel(passkey, intl) },
                )}
          </Button>
        ))}
        {actions}
      </Group>
      {error === undefined ? null : (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

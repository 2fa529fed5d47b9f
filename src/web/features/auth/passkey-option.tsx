import { Button, Group, Stack, Text } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useState, type ReactNode } from 'react';
import { passkeyCeremony, passkeyErrorMessage } from './passkey-ceremony';

/** "Use a passkey": the browser's prompt, then the session is aal2; a failure is said beside it. */
export function PasskeyOption({
  supabase,
  factorId,
  onVerified,
  actions,
}: {
  supabase: SupabaseClient;
  factorId: string;
  onVerified: () => void;
  /** Other ways out (cancel, sign out). */
  actions?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const use = async () => {
    setPending(true);
    setError(undefined);
    try {
      const { error: failed } = await passkeyCeremony(supabase, factorId);
      if (failed) setError(passkeyErrorMessage(failed));
      else onVerified();
    } finally {
      setPending(false);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm">Use the passkey on this device or your security key.</Text>
      <Group gap="sm">
        <Button loading={pending} onClick={() => void use()}>
          Use a passkey
        </Button>
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

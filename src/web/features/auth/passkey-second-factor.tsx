import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState, type ReactNode } from 'react';
import { passkeyErrorMessage, verifyWithPasskey } from './passkey-ceremony';

interface FactorKinds {
  loading: boolean;
  /** A verified authenticator app (or nothing known yet): the code form is offered. */
  code: boolean;
  passkey: boolean;
}

/**
 * Which second factors the user has, read with the client itself (this also renders inside
 * dialogs, outside the router and query providers).
 */
function useFactorKinds(supabase: SupabaseClient): FactorKinds {
  const [kinds, setKinds] = useState<FactorKinds>({ loading: true, code: true, passkey: false });
  useEffect(() => {
    let live = true;
    void supabase.auth.mfa.listFactors().then(({ data }) => {
      if (!live) return;
      const passkey = (data?.webauthn.length ?? 0) > 0;
      // Without a passkey the code form stays, as it was before passkeys existed.
      setKinds({ loading: false, code: !passkey || (data?.totp.length ?? 0) > 0, passkey });
    });
    return () => {
      live = false;
    };
  }, [supabase]);
  return kinds;
}

/** "Use a passkey": the browser's prompt, then the session is aal2; a failure is said beside it. */
function PasskeyOption({
  supabase,
  onVerified,
  actions,
}: {
  supabase: SupabaseClient;
  onVerified?: (() => void) | undefined;
  actions?: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const use = async () => {
    setPending(true);
    setError(undefined);
    try {
      const { error: failed } = await verifyWithPasskey(supabase);
      if (failed) setError(passkeyErrorMessage(failed));
      else onVerified?.();
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

/**
 * The ways to pass the second step: the authenticator-code form the caller gives (when the user
 * has an app) and "Use a passkey" (when they have a passkey).
 */
export function SecondFactorChoices({
  supabase,
  code,
  actions,
  onVerified,
}: {
  supabase: SupabaseClient;
  /** The authenticator-code part, its explanation included. */
  code: ReactNode;
  /** The way out (cancel, sign out) when only the passkey is offered. */
  actions: ReactNode;
  onVerified?: () => void;
}) {
  const kinds = useFactorKinds(supabase);
  if (kinds.loading) return <Text size="sm">Loading...</Text>;
  if (!kinds.passkey) return code;
  return (
    <Stack gap="md">
      {kinds.code ? (
        <>
          {code}
          <Divider label="or" labelPosition="center" />
        </>
      ) : null}
      <PasskeyOption
        supabase={supabase}
        onVerified={onVerified}
        actions={kinds.code ? undefined : actions}
      />
    </Stack>
  );
}

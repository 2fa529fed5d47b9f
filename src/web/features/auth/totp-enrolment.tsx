import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useRef } from 'react';
import { notifySaved } from '../../components/notify';
import { AuthenticatorCodeForm } from './authenticator-code-form';
import { qrCodeSource } from './qr-code-source';

export interface PendingTotp {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * The second half of setting up an authenticator app: scan or type the key, then prove it with a
 * code. Until then the factor is unverified and does nothing; leaving (Cancel, or another screen)
 * removes it.
 */
export function TotpEnrolment({
  supabase,
  pending,
  onDone,
}: {
  supabase: SupabaseClient;
  pending: PendingTotp;
  onDone: () => void;
}) {
  const verified = useRef(false);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A tick later, so that React's development remount (StrictMode) does not count as leaving.
      setTimeout(() => {
        if (!mounted.current && !verified.current) {
          void supabase.auth.mfa.unenroll({ factorId: pending.id });
        }
      });
    };
  }, [supabase, pending.id]);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft
        Authenticator or 1Password), or type the key below into it.
      </Text>
      <Image
        src={qrCodeSource(pending.qrCode)}
        alt="QR code to scan with your authenticator app"
        w={180}
        h={180}
        bg="white"
      />
      <Text size="sm" component="div">
        Key to type in:{' '}
        <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
          {pending.secret}
        </Code>
      </Text>
      <Group>
        <CopyButton value={pending.secret}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied ? 'Key copied' : 'Copy the key'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <AuthenticatorCodeForm
        label="Verify your authenticator app"
        verify={(code) => supabase.auth.mfa.challengeAndVerify({ factorId: pending.id, code })}
        onVerified={() => {
          verified.current = true;
          notifySaved('Your authenticator app is set up. Sign-ins now ask for its code.');
          onDone();
        }}
        actions={
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        }
      />
    </Stack>
  );
}

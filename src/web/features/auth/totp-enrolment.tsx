import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import type { Supabase } from '@/supabase';
import { notifySaved } from '@/components/notify';
import { OneTimeCodeForm } from './one-time-code-form';
import { qrCodeSource } from './qr-code-source';
import { useAbandonedFactorRemoval } from './use-abandoned-factor-removal';
import { verifyFactorCode } from './mutations';

export interface PendingTotp {
  id: string;
  qrCode: string;
  secret: string;
}

/**
 * The second half of setting up an authenticator app: scan or type the key, then prove it with a
 * code. Leaving before that removes the unverified factor.
 */
export function TotpEnrolment({
  supabase,
  pending,
  onDone,
}: {
  supabase: Supabase;
  pending: PendingTotp;
  onDone: () => void;
}) {
  const markVerified = useAbandonedFactorRemoval(supabase, pending.id);
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
      <OneTimeCodeForm
        label="Verify your authenticator app"
        verify={(code) => verifyFactorCode(supabase, pending.id, code)}
        onVerified={() => {
          markVerified();
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

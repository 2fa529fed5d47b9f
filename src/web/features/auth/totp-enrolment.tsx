import { Button, Code, CopyButton, Group, Image, Stack, Text } from '@mantine/core';
import type { Supabase } from '@/supabase';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const markVerified = useAbandonedFactorRemoval(supabase, pending.id);
  return (
    <Stack gap="sm">
      <Text size="sm">{intl.formatMessage({ id: 'auth.totpScan' })}</Text>
      <Image
        src={qrCodeSource(pending.qrCode)}
        alt={intl.formatMessage({ id: 'auth.totpQrCode' })}
        w={180}
        h={180}
        bg="white"
      />
      <Text size="sm" component="div">
        <FormattedMessage
          id="auth.totpKey"
          values={{
            key: (
              <Code data-testid="totp-secret" style={{ wordBreak: 'break-all' }}>
                {pending.secret}
              </Code>
            ),
          }}
        />
      </Text>
      <Group>
        <CopyButton value={pending.secret}>
          {({ copied, copy }) => (
            <Button variant="default" size="xs" onClick={copy}>
              {copied
                ? intl.formatMessage({ id: 'auth.totpKeyCopied' })
                : intl.formatMessage({ id: 'auth.totpCopyKey' })}
            </Button>
          )}
        </CopyButton>
      </Group>
      <OneTimeCodeForm
        label={intl.formatMessage({ id: 'auth.totpVerify' })}
        verify={(code) => verifyFactorCode(supabase, pending.id, code)}
        onVerified={() => {
          markVerified();
          notifySaved(intl.formatMessage({ id: 'auth.totpSetUp' }));
          onDone();
        }}
        actions={
          <Button variant="default" onClick={onDone}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
        }
      />
    </Stack>
  );
}

import { Button, Group, Stack, Text } from '@mantine/core';
import type { Supabase } from '@/supabase';
import { useState, type ReactNode } from 'react';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { OneTimeCodeForm } from './one-time-code-form';
import { challengeFactor, verifyFactor } from './mutations';

interface TextMessageCodeProps {
  supabase: Supabase;
  factorId: string;
  /** Names the code form for assistive technology. */
  label: string;
  /** A challenge already sent (set-up texts the first code itself); else a button sends one. */
  challengeId?: string;
  submitLabel?: string;
  onVerified: () => void;
  /** Other ways out (cancel, sign out). */
  actions?: ReactNode;
}

/**
 * A phone factor's code: texted on request (each challenge texts a new one, valid 5 minutes),
 * then verified. Verifying raises the session to aal2, as an authenticator code does.
 */
export function TextMessageCode({
  supabase,
  factorId,
  label,
  challengeId,
  submitLabel,
  onVerified,
  actions,
}: TextMessageCodeProps) {
  const [challenge, setChallenge] = useState(challengeId);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    setSending(true);
    setError(undefined);
    const { data, error: refused } = await challengeFactor(supabase, factorId);
    setSending(false);
    if (refused) setError(authErrorMessage(refused));
    else setChallenge(data.id);
  };
  const sendButton = (text: string, variant: 'filled' | 'default') => (
    <Button variant={variant} loading={sending} onClick={() => void send()}>
      {text}
    </Button>
  );

  return (
    <Stack gap="sm">
      <FormError message={error} />
      {challenge === undefined ? (
        <Group gap="sm">
          {sendButton('Text me a code', 'filled')}
          {actions}
        </Group>
      ) : (
        <>
          <Text size="sm" role="status">
            We texted a 6-digit code to your phone. It works for 5 minutes.
          </Text>
          <OneTimeCodeForm
            key={challenge}
            label={label}
            source="sms"
            verify={(code) => verifyFactor(supabase, factorId, challenge, code)}
            onVerified={onVerified}
            submitLabel={submitLabel}
            actions={
              <>
                {sendButton('Send a new code', 'default')}
                {actions}
              </>
            }
          />
        </>
      )}
    </Stack>
  );
}

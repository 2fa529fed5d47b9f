import { Button, Group, Stack, Text } from '@mantine/core';
import type { Supabase } from '@/supabase';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { OneTimeCodeForm } from './one-time-code-form';
import { challengeFactor, verifyFactor } from './mutations';

interface TextMessageCodeProps {
  supabase: Supabase;
  factorId: string;
  /** Names the code form for assistive technology, in the reader's words (as `submitLabel`). */
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
  const intl = useIntl();
  const [challenge, setChallenge] = useState(challengeId);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const send = async () => {
    setSending(true);
    setError(undefined);
    const { data, error: refused } = await challengeFactor(supabase, factorId);
    setSending(false);
    if (refused) setError(authErrorMessage(refused, intl));
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
          {sendButton(intl.formatMessage({ id: 'auth.textMeCode' }), 'filled')}
          {actions}
        </Group>
      ) : (
        <>
          <Text size="sm" role="status">
            {intl.formatMessage({ id: 'auth.codeTexted' })}
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
                {sendButton(intl.formatMessage({ id: 'auth.sendNewCode' }), 'default')}
                {actions}
              </>
            }
          />
        </>
      )}
    </Stack>
  );
}

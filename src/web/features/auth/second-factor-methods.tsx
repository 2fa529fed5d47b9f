import { SegmentedControl, Stack } from '@mantine/core';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useState, type ReactNode } from 'react';
import { OneTimeCodeForm } from './one-time-code-form';
import { PasskeyOption } from './passkey-option';
import { TextMessageCode } from './text-message-code';
import { verifyFactorCode } from './mutations';

// A passkey first: one touch, where the others need a code typed.
const methods = [
  { value: 'webauthn', label: 'Passkey', source: 'your passkey' },
  { value: 'totp', label: 'Authenticator app', source: 'your authenticator app' },
  { value: 'phone', label: 'Text message', source: 'the text message' },
] as const;

interface SecondFactorMethodsProps {
  supabase: Supabase;
  /** The user's factors; the verified ones are the ways offered. */
  factors: readonly Factor[];
  /** What the code is for, before its source: "Enter the code from", "Confirm with the code from". */
  purpose: string;
  submitLabel?: string;
  onVerified: () => void;
  /** Other ways out (cancel, sign out). */
  actions?: ReactNode;
}

/**
 * The second step itself, with each kind of verified factor the user has (a passkey, an
 * authenticator app, a phone) as a way to give it. Passing it raises the session to aal2.
 */
export function SecondFactorMethods({
  supabase,
  factors,
  purpose,
  submitLabel,
  onVerified,
  actions,
}: SecondFactorMethodsProps) {
  const verified = factors.filter((factor) => factor.status === 'verified');
  const offered = methods.flatMap((method) => {
    const factor = verified.find((candidate) => candidate.factor_type === method.value);
    return factor === undefined ? [] : [{ ...method, factor }];
  });
  const [chosen, setChosen] = useState<string | undefined>(offered[0]?.value);
  const method = offered.find((candidate) => candidate.value === chosen) ?? offered[0];
  if (method === undefined) return null;
  const label = `${purpose} ${method.source}`;
  return (
    <Stack gap="sm">
      {offered.length > 1 ? (
        <SegmentedControl
          aria-label="How to confirm"
          value={method.value}
          onChange={setChosen}
          data={offered.map(({ value, label: name }) => ({ value, label: name }))}
        />
      ) : null}
      {method.value === 'webauthn' ? (
        <PasskeyOption
          supabase={supabase}
          passkeys={verified.filter((factor) => factor.factor_type === 'webauthn')}
          onVerified={onVerified}
          actions={actions}
        />
      ) : method.value === 'totp' ? (
        <OneTimeCodeForm
          label={label}
          verify={(code) => verifyFactorCode(supabase, method.factor.id, code)}
          onVerified={onVerified}
          submitLabel={submitLabel}
          actions={actions}
        />
      ) : (
        <TextMessageCode
          supabase={supabase}
          factorId={method.factor.id}
          label={label}
          onVerified={onVerified}
          submitLabel={submitLabel}
          actions={actions}
        />
      )}
    </Stack>
  );
}

import { SegmentedControl, Stack } from '@mantine/core';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Factor } from '@supabase/supabase-js';
import type { Supabase } from '@/supabase';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { OneTimeCodeForm } from './one-time-code-form';
import { PasskeyOption } from './passkey-option';
import { TextMessageCode } from './text-message-code';
import { verifyFactorCode } from './mutations';

// A passkey first: one touch, where the others need a code typed.
const methods = [
  { value: 'webauthn', label: 'auth.factorPasskey' },
  { value: 'totp', label: 'auth.factorAuthenticatorApp' },
  { value: 'phone', label: 'auth.methodTextMessage' },
] as const satisfies { value: Factor['factor_type']; label: MessageId }[];

/** What the code form is called, by what the code is for and where it comes from. */
const codeFormLabels = {
  enter: { totp: 'auth.enterCodeFromApp', phone: 'auth.enterCodeFromText' },
  confirm: { totp: 'auth.confirmCodeFromApp', phone: 'auth.confirmCodeFromText' },
} as const satisfies Record<string, Record<'totp' | 'phone', MessageId>>;

interface SecondFactorMethodsProps {
  supabase: Supabase;
  /** The user's factors; the verified ones are the ways offered. */
  factors: readonly Factor[];
  /** What the code is for: signing in ("Enter the code from…"), a change ("Confirm with…"). */
  purpose: keyof typeof codeFormLabels;
  /** The submit button's text, in the reader's words. */
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
  const intl = useIntl();
  const verified = factors.filter((factor) => factor.status === 'verified');
  const offered = methods.flatMap((method) => {
    const factor = verified.find((candidate) => candidate.factor_type === method.value);
    return factor === undefined ? [] : [{ ...method, factor }];
  });
  const [chosen, setChosen] = useState<string | undefined>(offered[0]?.value);
  const method = offered.find((candidate) => candidate.value === chosen) ?? offered[0];
  if (method === undefined) return null;
  return (
    <Stack gap="sm">
      {offered.length > 1 ? (
        <SegmentedControl
          aria-label={intl.formatMessage({ id: 'auth.howToConfirm' })}
          value={method.value}
          onChange={setChosen}
          data={offered.map(({ value, label }) => ({
            value,
            label: intl.formatMessage({ id: label }),
          }))}
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
          label={intl.formatMessage({ id: codeFormLabels[purpose].totp })}
          verify={(code) => verifyFactorCode(supabase, method.factor.id, code)}
          onVerified={onVerified}
          submitLabel={submitLabel}
          actions={actions}
        />
      ) : (
        <TextMessageCode
          supabase={supabase}
          factorId={method.factor.id}
          label={intl.formatMessage({ id: codeFormLabels[purpose].phone })}
          onVerified={onVerified}
          submitLabel={submitLabel}
          actions={actions}
        />
      )}
    </Stack>
  );
}

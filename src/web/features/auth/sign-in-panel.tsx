import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { EmailCodeForm } from './email-code-form';
import { ExternalSignInButtons } from './external-sign-in-buttons';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordSignInForm } from './password-sign-in-form';
import { returnAddress } from './return-address';
import { SsoSignInForm } from './sso-sign-in-form';
import { emailPasswordReset, emailSignInCode } from './mutations';

type Way = 'password' | 'code' | 'forgot';

/**
 * The ways to sign in: a passkey, password, a code or link by email, password recovery,
 * external providers.
 */
export function SignInPanel() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [way, setWay] = useState<Way>('password');
  return (
    <Stack>
      <PasskeySignInButton />
      <SegmentedControl
        aria-label="How to sign in"
        value={way === 'forgot' ? 'password' : way}
        onChange={(value) => setWay(value as Way)}
        data={[
          { value: 'password', label: 'Password' },
          { value: 'code', label: 'Email me a code' },
        ]}
      />
      {way === 'password' && (
        <>
          <PasswordSignInForm />
          <Anchor component="button" type="button" size="sm" onClick={() => setWay('forgot')}>
            Forgot your password?
          </Anchor>
        </>
      )}
      {way === 'code' && (
        <EmailCodeForm
          label="Sign in with an emailed code"
          requestButton="Email me a code"
          request={(email) => emailSignInCode(supabase, email, returnAddress())}
          verifyType="email"
          inboxText="Follow its link, or enter its 6-digit code here."
        />
      )}
      {way === 'forgot' && (
        <EmailCodeForm
          label="Reset your password"
          requestButton="Email me a reset link"
          request={(email) => emailPasswordReset(supabase, email, returnAddress())}
          verifyType="recovery"
          inboxText="If it has an account, follow the link in the email or enter its 6-digit code here."
        />
      )}
      {/* The code and recovery steps are their own flow; providers are offered beside the password. */}
      {way === 'password' && <ExternalSignInButtons />}
      <SsoSignInForm />
    </Stack>
  );
}

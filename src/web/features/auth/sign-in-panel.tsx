import { Anchor, SegmentedControl, Stack } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const [way, setWay] = useState<Way>('password');
  return (
    <Stack>
      <PasskeySignInButton />
      <SegmentedControl
        aria-label={intl.formatMessage({ id: 'auth.howToSignIn' })}
        value={way === 'forgot' ? 'password' : way}
        onChange={(value) => setWay(value as Way)}
        data={[
          { value: 'password', label: intl.formatMessage({ id: 'auth.password' }) },
          { value: 'code', label: intl.formatMessage({ id: 'auth.emailMeCode' }) },
        ]}
      />
      {way === 'password' && (
        <>
          <PasswordSignInForm />
          <Anchor component="button" type="button" size="sm" onClick={() => setWay('forgot')}>
            {intl.formatMessage({ id: 'auth.forgotPassword' })}
          </Anchor>
        </>
      )}
      {way === 'code' && (
        <EmailCodeForm
          label={intl.formatMessage({ id: 'auth.signInWithCode' })}
          requestButton={intl.formatMessage({ id: 'auth.emailMeCode' })}
          request={(email) => emailSignInCode(supabase, email, returnAddress())}
          verifyType="email"
          inboxText={intl.formatMessage({ id: 'auth.signInCodeInbox' })}
        />
      )}
      {way === 'forgot' && (
        <EmailCodeForm
          label={intl.formatMessage({ id: 'auth.resetPassword' })}
          requestButton={intl.formatMessage({ id: 'auth.emailMeResetLink' })}
          request={(email) => emailPasswordReset(supabase, email, returnAddress())}
          verifyType="recovery"
          inboxText={intl.formatMessage({ id: 'auth.resetInbox' })}
        />
      )}
      {/* The code and recovery steps are their own flow; providers are offered beside the password. */}
      {way === 'password' && <ExternalSignInButtons />}
      <SsoSignInForm />
    </Stack>
  );
}

import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SecondFactorMethods } from './second-factor-methods';
import { useSession } from './use-session';
import { signOut } from './mutations';

/**
 * The sign-in step after the password or emailed code of a user with a second factor. A
 * verified code changes the session, and the sign-in screen moves on by itself.
 */
export function SecondFactorStep() {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const factors = useSession()?.user.factors ?? [];
  return (
    <Stack>
      <Title order={2} size="h3">
        {intl.formatMessage({ id: 'auth.oneMoreStep' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'auth.oneMoreStepText' })}</Text>
      <SecondFactorMethods
        supabase={supabase}
        factors={factors}
        purpose="enter"
        submitLabel={intl.formatMessage({ id: 'auth.continue' })}
        onVerified={() => undefined}
        actions={
          <Button variant="default" onClick={() => void signOut(supabase)}>
            {intl.formatMessage({ id: 'auth.signOut' })}
          </Button>
        }
      />
    </Stack>
  );
}

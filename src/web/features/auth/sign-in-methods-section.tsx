import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserIdentity } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { specLoading } from '@/components/spec-texts';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { redirectError, redirectErrorMessage } from './redirect-error';
import { useSession } from './use-session';
import { connectIdentity, disconnectIdentity } from './mutations';
import { identitiesQuery } from './queries';

/**
 * The ways the signed-in person can sign in (their identities): email, and each connected
 * provider with the email it carries. Connecting goes through the provider and comes back to
 * `returnPath`; disconnecting is refused for the last way in.
 */
export function SignInMethodsSection({ returnPath }: { returnPath: string }) {
  const intl = useIntl();
  const { supabase, providers } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      providers: context.config.signInProviders ?? [],
    }),
  });
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const identities = useQuery(identitiesQuery(supabase, userId));
  const [connecting, setConnecting] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>(() => {
    const error = redirectError(window.location.href);
    return error === undefined ? undefined : redirectErrorMessage(error, intl);
  });
  const list = identities.data ?? [];
  const nameOf = (provider: string) =>
    provider === 'email'
      ? intl.formatMessage({ id: 'auth.email' })
      : provider === 'phone'
        ? intl.formatMessage({ id: 'auth.factorPhone' })
        : (providers.find((known) => known.id === provider)?.name ?? provider);
  const unconnected = providers.filter(
    (provider) => !list.some((identity) => identity.provider === provider.id),
  );

  const connect = async (id: string) => {
    setConnecting(id);
    setProblem(undefined);
    const { error } = await connectIdentity(supabase, id, `${window.location.origin}${returnPath}`);
    if (error) {
      setProblem(authErrorMessage(error, intl));
      setConnecting(undefined);
    }
  };
  const disconnect = (identity: UserIdentity) => {
    const name = nameOf(identity.provider);
    const email = emailOf(identity);
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
      title: intl.formatMessage({ id: 'auth.disconnectTitle' }, { name }),
      children: (
        <Text size="sm">
          {email
            ? intl.formatMessage({ id: 'auth.disconnectTextEmail' }, { name, email })
            : intl.formatMessage({ id: 'auth.disconnectText' }, { name })}
        </Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'auth.disconnect' }),
        cancel: intl.formatMessage({ id: 'common.cancel' }),
      },
      onConfirm: async () => {
        const { error } = await disconnectIdentity(supabase, identity);
        if (error) {
          notifyFailed(
            new Error(authErrorMessage(error, intl)),
            intl.formatMessage({ id: 'auth.notDisconnected' }),
          );
          return;
        }
        await queryClient.invalidateQueries({ queryKey: ['auth', 'identities'] });
        notifySaved(intl.formatMessage({ id: 'auth.disconnected' }, { name }));
      },
    });
  };
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {intl.formatMessage({ id: 'auth.methodsTitle' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'auth.methodsText' })}</Text>
      <FormError message={problem} />
      {identities.isPending ? (
        <Text size="sm">{specLoading}</Text>
      ) : identities.isError ? (
        <Text size="sm" role="alert">
          {authErrorMessage(identities.error, intl)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((identity) => (
            <Group
              component="li"
              key={identity.identity_id}
              gap="sm"
              justify="space-between"
              maw={560}
            >
              <Text size="sm">
                {emailOf(identity) ? (
                  <FormattedMessage
                    id="auth.methodWithEmail"
                    values={{ name: nameOf(identity.provider), email: emailOf(identity), strong }}
                  />
                ) : (
                  <strong>{nameOf(identity.provider)}</strong>
                )}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={list.length <= 1}
                aria-label={intl.formatMessage(
                  { id: 'auth.disconnectNamed' },
                  { name: nameOf(identity.provider) },
                )}
                onClick={() => disconnect(identity)}
              >
                {intl.formatMessage({ id: 'auth.disconnect' })}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {list.length === 1 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'auth.onlyMethod' })}
        </Text>
      )}
      {unconnected.length > 0 && (
        <Group gap="sm">
          {unconnected.map((provider) => (
            <Button
              key={provider.id}
              variant="default"
              loading={connecting === provider.id}
              onClick={() => void connect(provider.id)}
            >
              {intl.formatMessage({ id: 'auth.connectProvider' }, { provider: provider.name })}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function emailOf(identity: UserIdentity): string | undefined {
  const email = identity.identity_data?.email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}

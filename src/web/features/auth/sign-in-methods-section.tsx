import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { UserIdentity } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
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
    return error === undefined ? undefined : redirectErrorMessage(error);
  });
  const list = identities.data ?? [];
  const nameOf = (provider: string) =>
    provider === 'email'
      ? 'Email'
      : provider === 'phone'
        ? 'Phone'
        : (providers.find((known) => known.id === provider)?.name ?? provider);
  const unconnected = providers.filter(
    (provider) => !list.some((identity) => identity.provider === provider.id),
  );

  const connect = async (id: string) => {
    setConnecting(id);
    setProblem(undefined);
    const { error } = await connectIdentity(supabase, id, `${window.location.origin}${returnPath}`);
    if (error) {
      setProblem(authErrorMessage(error));
      setConnecting(undefined);
    }
  };
  const disconnect = (identity: UserIdentity) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: `Disconnect ${nameOf(identity.provider)}?`,
      children: (
        <Text size="sm">
          You will no longer be able to sign in with {nameOf(identity.provider)}
          {emailOf(identity) ? ` (${emailOf(identity)})` : ''}.
        </Text>
      ),
      labels: { confirm: 'Disconnect', cancel: 'Cancel' },
      onConfirm: async () => {
        const { error } = await disconnectIdentity(supabase, identity);
        if (error) {
          notifyFailed(new Error(authErrorMessage(error)), 'Not disconnected');
          return;
        }
        await queryClient.invalidateQueries({ queryKey: ['auth', 'identities'] });
        notifySaved(`${nameOf(identity.provider)} is disconnected.`);
      },
    });

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Sign-in methods
      </Title>
      <Text size="sm">The ways you can sign in to this account.</Text>
      <FormError message={problem} />
      {identities.isPending ? (
        <Text size="sm">Loading...</Text>
      ) : identities.isError ? (
        <Text size="sm" role="alert">
          {authErrorMessage(identities.error)}
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
                <strong>{nameOf(identity.provider)}</strong>
                {emailOf(identity) ? `, ${emailOf(identity)}` : ''}
              </Text>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                disabled={list.length <= 1}
                aria-label={`Disconnect ${nameOf(identity.provider)}`}
                onClick={() => disconnect(identity)}
              >
                Disconnect
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {list.length === 1 && (
        <Text size="sm" c="dimmed">
          This is your only way to sign in, so it cannot be disconnected. Connect another first.
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
              Connect {provider.name}
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

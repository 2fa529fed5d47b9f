import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { notifyFailed, notifySaved } from '@/components/notify';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { addPasskey, removePasskey } from './mutations';
import { browserSupportsPasskeys, passkeyErrorMessage } from './passkey-ceremony';
import { passkeysQuery } from './queries';
import { useSession } from './use-session';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const formatDate = (instant: string) => day.format(new Date(instant));

/**
 * The passkeys that sign this account in without a password: listed with when each was added
 * and last used, added from this device, removed. Shown where the server offers passkeys.
 */
export function PasskeysSection() {
  const { supabase, offered } = useRouteContext({
    from: '__root__',
    select: (context) => ({
      supabase: context.supabase,
      offered: context.config.passkeys === true,
    }),
  });
  const userId = useSession()?.user.id;
  const queryClient = useQueryClient();
  const passkeys = useQuery({ ...passkeysQuery(supabase, userId), enabled: offered });
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (!offered) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['auth', 'passkeys'] });

  const add = async () => {
    setAdding(true);
    setProblem(undefined);
    try {
      const { error } = await addPasskey(supabase);
      if (error) {
        setProblem(passkeyErrorMessage(error));
        return;
      }
      await refresh();
      notifySaved('Passkey added. Next time, sign in with it instead of your password.');
    } finally {
      setAdding(false);
    }
  };
  const remove = (id: string, name: string) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: `Remove ${name}?`,
      children: <Text size="sm">It will no longer sign you in. You can add it again later.</Text>,
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const { error } = await removePasskey(supabase, id);
        if (error) {
          notifyFailed(new Error(authErrorMessage(error)), 'Not removed');
          return;
        }
        await refresh();
        notifySaved(`${name} is removed.`);
      },
    });

  const list = passkeys.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Passkey sign-in
      </Title>
      <Text size="sm">
        Sign in with your fingerprint, face or device PIN instead of a password. A passkey stays on
        your device; nobody can guess it.
      </Text>
      <FormError message={problem} />
      {passkeys.isPending ? (
        <Text size="sm">Loading...</Text>
      ) : passkeys.isError ? (
        <Text size="sm" role="alert">
          {authErrorMessage(passkeys.error)}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No passkeys yet.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((passkey) => {
            const name = passkey.friendly_name ?? 'Passkey';
            return (
              <Group component="li" key={passkey.id} gap="sm" justify="space-between" maw={560}>
                <Text size="sm">
                  <strong>{name}</strong>, added {formatDate(passkey.created_at)}
                  {passkey.last_used_at ? `, last used ${formatDate(passkey.last_used_at)}` : ''}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={`Remove ${name}, added ${formatDate(passkey.created_at)}`}
                  onClick={() => remove(passkey.id, name)}
                >
                  Remove
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {browserSupportsPasskeys() ? (
        <Group>
          <Button variant="default" loading={adding} onClick={() => void add()}>
            {list.length === 0 ? 'Set up passkey sign-in' : 'Add another passkey'}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          This browser cannot make passkeys. Try another browser or device.
        </Text>
      )}
    </Stack>
  );
}

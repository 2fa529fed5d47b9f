import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { specLoading } from '@/components/spec-texts';
import { authErrorMessage } from './auth-error-message';
import { FormError } from './form-error';
import { addPasskey, removePasskey } from './mutations';
import { browserSupportsPasskeys, passkeyErrorMessage } from './passkey-ceremony';
import { passkeysQuery } from './queries';
import { useSession } from './use-session';

/**
 * The passkeys that sign this account in without a password: listed with when each was added
 * and last used, added from this device, removed. Shown where the server offers passkeys.
 */
export function PasskeysSection() {
  const intl = useIntl();
  const formatDate = (instant: string) =>
    intl.formatDate(new Date(instant), { dateStyle: 'medium' });
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
        setProblem(passkeyErrorMessage(error, intl));
        return;
      }
      await refresh();
      notifySaved(intl.formatMessage({ id: 'auth.passkeyAdded' }));
    } finally {
      setAdding(false);
    }
  };
  const remove = (id: string, name: string) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) },
      title: intl.formatMessage({ id: 'auth.removeTitle' }, { name }),
      children: <Text size="sm">{intl.formatMessage({ id: 'auth.passkeyRemoveText' })}</Text>,
      labels: {
        confirm: intl.formatMessage({ id: 'auth.remove' }),
        cancel: intl.formatMessage({ id: 'common.cancel' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        const { error } = await removePasskey(supabase, id);
        if (error) {
          notifyFailed(
            new Error(authErrorMessage(error, intl)),
            intl.formatMessage({ id: 'auth.notRemoved' }),
          );
          return;
        }
        await refresh();
        notifySaved(intl.formatMessage({ id: 'auth.removed' }, { name }));
      },
    });

  const list = passkeys.data ?? [];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {intl.formatMessage({ id: 'auth.passkeysTitle' })}
      </Title>
      <Text size="sm">{intl.formatMessage({ id: 'auth.passkeysText' })}</Text>
      <FormError message={problem} />
      {passkeys.isPending ? (
        <Text size="sm">{specLoading}</Text>
      ) : passkeys.isError ? (
        <Text size="sm" role="alert">
          {authErrorMessage(passkeys.error, intl)}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'auth.noPasskeys' })}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((passkey) => {
            const name = passkey.friendly_name ?? intl.formatMessage({ id: 'auth.factorPasskey' });
            const added = formatDate(passkey.created_at);
            const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
            return (
              <Group component="li" key={passkey.id} gap="sm" justify="space-between" maw={560}>
                <Text size="sm">
                  {passkey.last_used_at ? (
                    <FormattedMessage
                      id="auth.passkeyItemUsed"
                      values={{ name, added, used: formatDate(passkey.last_used_at), strong }}
                    />
                  ) : (
                    <FormattedMessage id="auth.passkeyItem" values={{ name, added, strong }} />
                  )}
                </Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  aria-label={intl.formatMessage({ id: 'auth.removeAdded' }, { name, added })}
                  onClick={() => remove(passkey.id, name)}
                >
                  {intl.formatMessage({ id: 'auth.remove' })}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
      {browserSupportsPasskeys() ? (
        <Group>
          <Button variant="default" loading={adding} onClick={() => void add()}>
            {list.length === 0
              ? intl.formatMessage({ id: 'auth.setUpPasskeys' })
              : intl.formatMessage({ id: 'auth.addAnotherPasskey' })}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'auth.passkeysCannotMake' })}
        </Text>
      )}
    </Stack>
  );
}

import { Alert, Button, Stack } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import type { DataError } from '@/features/data/data-error';
import { unsubscribeWithLink } from '@/features/unsubscribe-link/mutations';
import {
  unsubscribeLinkKeys,
  unsubscribeLinkQuery,
  type UnsubscribeLink,
} from '@/features/unsubscribe-link/queries';
import { unsubscribeLinkText } from '@/features/unsubscribe-link/unsubscribe-link-text';

// A reminder's unsubscribe link, signed in or not (the token is the key). Opening it changes
// nothing, since mail scanners open links: the page says what will stop and asks for one
// click. Mail clients' one-click POST to the same address is the server's (RFC 8058).
export const Route = createFileRoute('/client-access/unsubscribe')({
  // As the link carried it, as text.
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    search.token === undefined || search.token === '' ? {} : { token: String(search.token) },
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    if (deps.token !== undefined) {
      await context.queryClient.ensureQueryData(unsubscribeLinkQuery(context.supabase, deps.token));
    }
  },
  component: UnsubscribeScreen,
});

function Links() {
  const intl = useIntl();
  return (
    <>
      <TextLink to="/client-access/settings">
        {intl.formatMessage({ id: 'client-area.yourSettings' })}
      </TextLink>
      <TextLink to="/">{intl.formatMessage({ id: 'client-area.backHome' })}</TextLink>
    </>
  );
}

function UnsubscribeScreen() {
  const { token } = Route.useSearch();
  const intl = useIntl();
  if (token === undefined) {
    const { title, text } = unsubscribeLinkText({ state: 'unknown' }, intl);
    return (
      <AuthScreen
        area={intl.formatMessage({ id: 'common.areaClient' })}
        title={title}
        links={<Links />}
        form={<></>}
      >
        {text}
      </AuthScreen>
    );
  }
  return <UnsubscribeCard token={token} />;
}

function UnsubscribeCard({ token }: { token: string }) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const intl = useIntl();
  const { data: link } = useSuspenseQuery(unsubscribeLinkQuery(supabase, token));
  const stop = useMutation<UnsubscribeLink, DataError>({
    mutationFn: () => unsubscribeWithLink(supabase, token),
    onSuccess: (done) => queryClient.setQueryData(unsubscribeLinkKeys.link(token), done),
  });
  const { title, text } = unsubscribeLinkText(link, intl);
  return (
    <AuthScreen
      area={intl.formatMessage({ id: 'common.areaClient' })}
      title={title}
      links={<Links />}
      form={
        <Stack>
          {stop.error && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={intl.formatMessage({ id: 'client-area.remindersStillOn' })}
            >
              {stop.error.message}
            </Alert>
          )}
          {stop.isSuccess && link.state === 'known' && (
            <Alert
              color="green"
              variant="light"
              role="status"
              title={intl.formatMessage({ id: 'client-area.done' })}
            >
              {intl.formatMessage(
                { id: 'client-area.remindersOffFrom' },
                { business: link.business },
              )}
            </Alert>
          )}
          {link.state === 'known' && !link.reminders_off && (
            <Button onClick={() => stop.mutate()} loading={stop.isPending}>
              {intl.formatMessage({ id: 'client-area.stopReminders' })}
            </Button>
          )}
        </Stack>
      }
    >
      {text}
    </AuthScreen>
  );
}

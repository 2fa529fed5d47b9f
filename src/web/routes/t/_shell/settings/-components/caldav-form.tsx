import { Button, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { caldavFieldOf, type CaldavField } from '@/features/calendar-sync/calendar-words';
import { connectCaldav } from '@/features/calendar-sync/mutations';
import { calendarSyncKeys } from '@/features/calendar-sync/queries';
import { DataError } from '@/features/data/data-error';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * A CalDAV account (iCloud, Fastmail, Nextcloud, Radicale …): the server probes it before keeping
 * anything, so a wrong address or password is said at once, beside the field it is about.
 */
export function CaldavForm() {
  const intl = useIntl();
  const { supabase, apiUrl } = useRouteContext({
    from: '__root__',
    select: (context) => ({ supabase: context.supabase, apiUrl: context.config.supabaseUrl }),
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<CaldavField, string>>>({});

  const connect = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: CaldavField) => String(data.get(name) ?? '').trim();
    setSaving(true);
    setProblems({});
    try {
      await connectCaldav({ supabase, apiUrl }, tenant.id, {
        server_url: field('server_url'),
        username: field('username'),
        // A password may begin or end with a space; it is sent as typed.
        password: String(data.get('password') ?? ''),
      });
      form.reset();
      await queryClient.invalidateQueries({ queryKey: calendarSyncKeys.tenant(tenant.id) });
      notifySaved(
        intl.formatMessage(
          { id: 'calendars.connectedNotice' },
          { provider: intl.formatMessage({ id: 'calendars.providerCaldav' }) },
        ),
      );
    } catch (error) {
      const about = error instanceof DataError ? caldavFieldOf(error.code) : null;
      if (about !== null && error instanceof Error) setProblems({ [about]: error.message });
      else notifyFailed(error, intl.formatMessage({ id: 'calendars.notConnected' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void connect(event)} aria-labelledby="caldav-heading">
      <Stack gap="md" maw={560}>
        <Title order={3} size="h4" id="caldav-heading">
          {intl.formatMessage({ id: 'calendars.caldavTitle' })}
        </Title>
        <TextInput
          name="server_url"
          type="url"
          label={intl.formatMessage({ id: 'calendars.serverUrl' })}
          description={intl.formatMessage({ id: 'calendars.serverUrlHint' })}
          error={problems.server_url}
          required
          autoComplete="url"
          inputMode="url"
          dir="ltr"
        />
        <TextInput
          name="username"
          label={intl.formatMessage({ id: 'calendars.username' })}
          description={intl.formatMessage({ id: 'calendars.usernameHint' })}
          error={problems.username}
          required
          autoComplete="username"
          dir="ltr"
        />
        <PasswordInput
          name="password"
          label={intl.formatMessage({ id: 'calendars.appPassword' })}
          description={intl.formatMessage({ id: 'calendars.appPasswordHint' })}
          error={problems.password}
          required
          autoComplete="new-password"
        />
        <Button type="submit" loading={saving} style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage({ id: 'calendars.connectCaldav' })}
        </Button>
      </Stack>
    </form>
  );
}

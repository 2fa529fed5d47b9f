import { Alert, Stack, Switch } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { assuranceLevel } from '@/features/auth/second-factor-due';
import { useSession } from '@/features/auth/use-session';
import {
  settingsKeys,
  tenantSettingsQuery,
  updateTenantSettings,
} from '@/features/settings/queries';
import { refetchMemberships } from '@/features/tenancy/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * Whether everyone on the team must sign in in two steps. The database refuses to turn it on
 * from a session that has not passed a second factor itself, so the switch waits for that too.
 */
export function TeamTwoStepSwitch() {
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const session = useSession();
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(tenantSettingsQuery(supabase, tenant.id));
  const [saving, setSaving] = useState(false);
  const ownTwoStep = session !== null && assuranceLevel(session) === 'aal2';

  const change = async (required: boolean) => {
    setSaving(true);
    try {
      const saved = await updateTenantSettings(supabase, tenant.id, {
        staff_mfa_required: required,
      });
      queryClient.setQueryData(settingsKeys.tenant(tenant.id), saved);
      if (session !== null) await refetchMemberships(queryClient, session.user.id);
      notifySaved(
        required
          ? formatMessage({ id: 'settings.twoStepRequired' })
          : formatMessage({ id: 'settings.twoStepOwnChoice' }),
      );
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'settings.twoStepNotChanged' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'settings.teamSecurityTitle' })}>
        <FormattedMessage id="settings.teamSecurityIntro" values={{ business: tenant.name }} />
      </SectionHeader>
      {ownTwoStep || settings.staff_mfa_required ? null : (
        <Alert
          color="blue"
          variant="light"
          title={formatMessage({ id: 'settings.ownTwoStepFirstTitle' })}
        >
          <FormattedMessage id="settings.ownTwoStepFirstText" />
        </Alert>
      )}
      <Switch
        label={formatMessage({ id: 'settings.requireTwoStep' })}
        checked={settings.staff_mfa_required}
        disabled={saving || (!ownTwoStep && !settings.staff_mfa_required)}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Stack>
  );
}

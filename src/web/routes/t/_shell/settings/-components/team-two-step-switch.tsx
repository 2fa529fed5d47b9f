import { Alert, Stack, Switch } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
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
          ? 'Everyone on the team now signs in in two steps. Those without it set it up at their next visit.'
          : 'Two-step sign-in is now each person’s own choice.',
      );
    } catch (error) {
      notifyFailed(error, 'Not changed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack>
      <SectionHeader title="Team security">
        Require a second step at sign-in (a code from an app or a text message, or a passkey) of
        everyone who works in {tenant.name}. Until they have set it up and used it, they see nothing
        of the business.
      </SectionHeader>
      {ownTwoStep || settings.staff_mfa_required ? null : (
        <Alert color="blue" variant="light" title="Your own account first">
          Set up two-step sign-in for yourself under Your account below, then come back here.
        </Alert>
      )}
      <Switch
        label="Require two-step sign-in of the team"
        checked={settings.staff_mfa_required}
        disabled={saving || (!ownTwoStep && !settings.staff_mfa_required)}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
    </Stack>
  );
}

import { Divider, Stack, Switch } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { setAppointmentEmails } from '@/features/staff/mutations';
import { ownStaffProfileQuery, staffKeys } from '@/features/staff/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/**
 * The signed-in staff member's own choice: an email when a private appointment is booked or
 * cancelled with them. Shown only to someone with a staff profile in this business.
 */
export function AppointmentEmailsSwitch() {
  const { formatMessage } = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const userId = useRouteContext({ from: '/t/_shell', select: (context) => context.userId });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: profile } = useSuspenseQuery(ownStaffProfileQuery(supabase, tenant.id, userId));
  const [saving, setSaving] = useState(false);
  if (profile === null) return null;

  const change = async (enabled: boolean) => {
    setSaving(true);
    try {
      await setAppointmentEmails(supabase, tenant.id, enabled);
      await queryClient.invalidateQueries({ queryKey: staffKeys.own(tenant.id, userId) });
      notifySaved(
        enabled
          ? formatMessage({ id: 'notifications.appointmentEmailsOn' })
          : formatMessage({ id: 'notifications.appointmentEmailsOff' }),
      );
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'notifications.notChanged' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Stack>
        <SectionHeader title={formatMessage({ id: 'notifications.yourEmails' })}>
          {formatMessage(
            { id: 'notifications.yourEmailsIntro' },
            { business: tenant.name, name: profile.display_name },
          )}
        </SectionHeader>
        <Switch
          label={formatMessage({ id: 'notifications.appointmentEmailsSwitch' })}
          checked={profile.appointment_emails}
          disabled={saving}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
      </Stack>
      <Divider />
    </>
  );
}

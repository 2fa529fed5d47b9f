import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useClipboard } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifyFailed, notifySaved } from '@/components/notify';
import { ResponsiveList } from '@/components/responsive-list';
import { invitationMessage } from '@/features/staff/invitation-link';
import {
  invitationsQuery,
  inviteStaff,
  revokeInvitation,
  staffKeys,
  type Invitation,
} from '@/features/staff/queries';
import { formatDateTime } from '@/features/tenancy/format-time';
import { useMembership } from '@/features/tenancy/use-tenant';
import { InviteForm } from './invite-form';
import { roleWords } from '@/features/tenancy/permissions';

const expired = (invitation: Invitation) => new Date(invitation.expires_at) < new Date();

/** Inviting by email, and the invitations not yet accepted: copy the link, send again, revoke. */
export function InvitationsSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: invitations } = useSuspenseQuery(invitationsQuery(supabase, tenant.id));
  const clipboard = useClipboard();
  const intl = useIntl();
  const zone = tenant.time_zone;
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: staffKeys.invitations(tenant.id) });

  const copy = (invitation: Invitation) => {
    clipboard.copy(invitationMessage(tenant.name, invitation.email, window.location.origin, intl));
    notifySaved(intl.formatMessage({ id: 'staff.copied' }, { email: invitation.email }));
  };

  const renew = async (invitation: Invitation) => {
    try {
      await inviteStaff(supabase, tenant.id, invitation.email, invitation.role);
      await refresh();
      notifySaved(intl.formatMessage({ id: 'staff.sentAgain' }, { email: invitation.email }));
    } catch (error) {
      notifyFailed(error);
    }
  };

  const revoke = (invitation: Invitation) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'staff.close' }) },
      title: intl.formatMessage({ id: 'staff.revokeTitle' }),
      children: (
        <Text size="sm">
          {intl.formatMessage(
            { id: 'staff.revokeBody' },
            { email: invitation.email, business: tenant.name },
          )}
        </Text>
      ),
      labels: {
        confirm: intl.formatMessage({ id: 'staff.revoke' }),
        cancel: intl.formatMessage({ id: 'staff.keepIt' }),
      },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revokeInvitation(supabase, invitation.id);
          await refresh();
          notifySaved(intl.formatMessage({ id: 'staff.revoked' }, { email: invitation.email }));
        } catch (error) {
          notifyFailed(error);
        }
      },
    });

  return (
    <Stack>
      <Title order={2}>{intl.formatMessage({ id: 'staff.invitations' })}</Title>
      <Text c="dimmed" maw={680}>
        {intl.formatMessage({ id: 'staff.invitationsIntro' })}
      </Text>
      <InviteForm onInvited={refresh} />
      {invitations.length === 0 ? (
        <Text size="sm">{intl.formatMessage({ id: 'staff.noInvitations' })}</Text>
      ) : (
        <ResponsiveList
          label={intl.formatMessage({ id: 'staff.pendingInvitations' })}
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          columns={[
            {
              header: intl.formatMessage({ id: 'staff.email' }),
              cell: (invitation) => invitation.email,
            },
            {
              header: intl.formatMessage({ id: 'staff.role' }),
              cell: (invitation) => intl.formatMessage({ id: roleWords[invitation.role] }),
            },
            {
              header: intl.formatMessage({ id: 'staff.validUntil' }),
              cell: (invitation) =>
                expired(invitation) ? (
                  <StatusBadge color="orange">
                    {intl.formatMessage({ id: 'staff.expired' })}
                  </StatusBadge>
                ) : (
                  formatDateTime(invitation.expires_at, zone, intl.locale)
                ),
            },
            {
              header: intl.formatMessage({ id: 'staff.columnActions' }),
              card: 'footer',
              cell: (invitation) => (
                <Group gap="xs" wrap="nowrap">
                  {expired(invitation) ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => void renew(invitation)}
                      aria-label={intl.formatMessage(
                        { id: 'staff.sendAgainTo' },
                        { email: invitation.email },
                      )}
                    >
                      {intl.formatMessage({ id: 'staff.sendAgain' })}
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => copy(invitation)}
                      aria-label={intl.formatMessage(
                        { id: 'staff.copyLinkFor' },
                        { email: invitation.email },
                      )}
                    >
                      {intl.formatMessage({ id: 'staff.copyLink' })}
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => revoke(invitation)}
                    aria-label={intl.formatMessage(
                      { id: 'staff.revokeFor' },
                      { email: invitation.email },
                    )}
                  >
                    {intl.formatMessage({ id: 'staff.revoke' })}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}

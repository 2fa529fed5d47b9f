import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { StatusBadge } from '@/components/status-badge';
import { useClipboard } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
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
import { FormattedMessage } from 'react-intl';
import { roleWords } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';
import { InviteForm } from './invite-form';

const expired = (invitation: Invitation) => new Date(invitation.expires_at) < new Date();

/** Inviting by email, and the invitations not yet accepted: copy the link, send again, revoke. */
export function InvitationsSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: invitations } = useSuspenseQuery(invitationsQuery(supabase, tenant.id));
  const clipboard = useClipboard();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: staffKeys.invitations(tenant.id) });

  const copy = (invitation: Invitation) => {
    clipboard.copy(invitationMessage(tenant.name, invitation.email, window.location.origin));
    notifySaved(`The invitation for ${invitation.email} is copied: paste it into a message.`);
  };

  const renew = async (invitation: Invitation) => {
    try {
      await inviteStaff(supabase, tenant.id, invitation.email, invitation.role);
      await refresh();
      notifySaved(`The invitation is emailed to ${invitation.email} again, valid for 7 more days.`);
    } catch (error) {
      notifyFailed(error);
    }
  };

  const revoke = (invitation: Invitation) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Revoke the invitation?',
      children: (
        <Text size="sm">
          {invitation.email} will no longer be able to join {tenant.name} with it.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Keep it' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revokeInvitation(supabase, invitation.id);
          await refresh();
          notifySaved(`The invitation for ${invitation.email} is revoked.`);
        } catch (error) {
          notifyFailed(error);
        }
      },
    });

  return (
    <Stack>
      <Title order={2}>Invitations</Title>
      <Text c="dimmed" maw={680}>
        Each invitation is emailed to the address, with a link to accept it: the person signs up or
        signs in with that address and accepts on the set-up screen. It is valid for 7 days; copy it
        to send it yourself too, or send it again once it has expired.
      </Text>
      <InviteForm onInvited={refresh} />
      {invitations.length === 0 ? (
        <Text size="sm">No invitations are waiting to be accepted.</Text>
      ) : (
        <ResponsiveList
          label="Pending invitations"
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          columns={[
            { header: 'Email', cell: (invitation) => invitation.email },
            {
              header: 'Role',
              cell: (invitation) => <FormattedMessage id={roleWords[invitation.role]} />,
            },
            {
              header: 'Valid until',
              cell: (invitation) =>
                expired(invitation) ? (
                  <StatusBadge color="orange">Expired</StatusBadge>
                ) : (
                  formatDateTime(invitation.expires_at, tenant.time_zone)
                ),
            },
            {
              header: 'Actions',
              card: 'footer',
              cell: (invitation) => (
                <Group gap="xs" wrap="nowrap">
                  {expired(invitation) ? (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => void renew(invitation)}
                      aria-label={`Send again to ${invitation.email}`}
                    >
                      Send again
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => copy(invitation)}
                      aria-label={`Copy link for ${invitation.email}`}
                    >
                      Copy link
                    </Button>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => revoke(invitation)}
                    aria-label={`Revoke the invitation for ${invitation.email}`}
                  >
                    Revoke
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

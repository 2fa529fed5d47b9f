import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dataErrorMessage } from '@/features/data/data-error';
import { acceptInvitation } from '@/features/tenancy/mutations';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Role } from '@/features/tenancy/permissions';
import {
  pendingInvitationsQuery,
  refetchMemberships,
  type PendingInvitation,
} from '@/features/tenancy/queries';

// The role an invitation offers, and until when: one sentence per role, so that each language
// can word the role as it needs there.
const invitationRoles = {
  owner: 'auth.invitationAsOwner',
  admin: 'auth.invitationAsAdmin',
  staff: 'auth.invitationAsStaff',
} as const satisfies Record<Role, MessageId>;

/** Invitations to join a business as staff, each accepted with one click. */
export function InvitationList({ userId, email }: { userId: string; email: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { data: invitations } = useSuspenseQuery(pendingInvitationsQuery(supabase, email));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState<string>();
  const [error, setError] = useState<string>();

  const accept = async (invitation: PendingInvitation) => {
    setAccepting(invitation.id);
    setError(undefined);
    try {
      await acceptInvitation(supabase, invitation.id);
    } catch (refused) {
      setError(dataErrorMessage(refused as Error));
      return;
    } finally {
      setAccepting(undefined);
    }
    rememberTenant('staff', userId, invitation.tenant_id);
    await refetchMemberships(queryClient, userId);
    await navigate({ to: '/t' });
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {intl.formatMessage({ id: 'auth.invitedTitle' })}
      </Title>
      {error === undefined ? null : (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {invitations.map((invitation) => {
        const business =
          invitation.tenant_name ?? intl.formatMessage({ id: 'auth.invitationSomeBusiness' });
        return (
          <Card key={invitation.id} withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text fw={600}>{business}</Text>
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(
                    { id: invitationRoles[invitation.role] },
                    { until: intl.formatDate(new Date(invitation.expires_at)) },
                  )}
                </Text>
              </div>
              <Button
                onClick={() => void accept(invitation)}
                loading={accepting === invitation.id}
                aria-label={intl.formatMessage({ id: 'auth.joinNamed' }, { business })}
              >
                {intl.formatMessage({ id: 'auth.join' })}
              </Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}

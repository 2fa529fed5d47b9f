import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { dataErrorMessage } from '@/features/data/data-error';
import { acceptInvitation } from '@/features/tenancy/mutations';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import { roleLabels } from '@/features/tenancy/permissions';
import {
  pendingInvitationsQuery,
  refetchMemberships,
  type PendingInvitation,
} from '@/features/tenancy/queries';

/** Invitations to join a business as staff, each accepted with one click. */
export function InvitationList({ userId, email }: { userId: string; email: string }) {
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
        You are invited
      </Title>
      {error === undefined ? null : (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {invitations.map((invitation) => (
        <Card key={invitation.id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600}>{invitation.tenant_name}</Text>
              <Text size="sm" c="dimmed">
                As {roleLabels[invitation.role].toLowerCase()}, until{' '}
                {new Date(invitation.expires_at).toLocaleDateString()}
              </Text>
            </div>
            <Button
              onClick={() => void accept(invitation)}
              loading={accepting === invitation.id}
              aria-label={`Join ${invitation.tenant_name}`}
            >
              Join
            </Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import type { DataError } from '@/features/data/data-error';
import { refreshRegistration, type OwnMembership } from '@/features/registration/queries';
import type { Supabase } from '@/supabase';

/** What every action on a membership is given: the membership, and the way to close it. */
export interface ActionProps {
  membership: OwnMembership;
  onClose: () => void;
}

/**
 * A change the client makes to their membership (freeze, cancel, keep), after which what the
 * screens show of it (and of their bookings, which a freeze may cancel) is read again.
 */
export function useMembershipChange<Answer>(change: (supabase: Supabase) => Promise<Answer>) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useClientProfile();
  return useMutation<Answer, DataError>({
    mutationFn: () => change(supabase),
    onSettled: () => refreshRegistration(queryClient, tenant.id),
  });
}

/** One action on a membership (its card, a freeze, a cancellation), below the card's facts. */
export function ActionPanel({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** What the action did, announced, and the way to close the panel. */
export function ActionDone({ news, onClose }: { news: string; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" fw={600} role="status">
        {news}
      </Text>
      <Button size="xs" variant="default" onClick={onClose}>
        {intl.formatMessage({ id: 'membership.close' })}
      </Button>
    </Stack>
  );
}

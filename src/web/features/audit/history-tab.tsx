import { Alert, Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import type { Supabase } from '@/supabase';
import { may } from '../tenancy/permissions';
import type { Membership } from '../tenancy/queries';
import { useMembership } from '../tenancy/use-tenant';
import { auditTrailQuery } from './queries';
import { TrailEntryList } from './trail-entry-list';
import type { TrailAsk } from './trail-search';

/** A trail screen's loader: its first page, for owners and admins (nobody else reads one). */
export function prefetchTrail(
  {
    queryClient,
    supabase,
    membership,
  }: {
    queryClient: QueryClient;
    supabase: Supabase;
    membership: Membership;
  },
  ask: TrailAsk,
) {
  if (!may(membership.role, 'read_audit_trail')) return;
  // Prefetched, not ensured: a failed read is said inside the list, with a way to try again.
  return queryClient.prefetchInfiniteQuery(auditTrailQuery(supabase, ask));
}

/**
 * A booking's or a client's History tab (issue 38, point 3): its own trail, newest first, for
 * owners and admins; anyone else is told who can read it. `children` go above the list.
 */
export function HistoryTab({
  ask,
  intro,
  empty,
  showClient,
  showSession,
  children,
}: {
  ask: TrailAsk;
  intro: string;
  empty: string;
  showClient?: boolean;
  showSession?: boolean;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { tenant, role } = useMembership();
  return (
    <Stack gap="lg">
      <SectionHeader title={intl.formatMessage({ id: 'audit.historyTitle' })}>
        {intro}
      </SectionHeader>
      {may(role, 'read_audit_trail') ? (
        <>
          {children}
          <TrailEntryList
            ask={ask}
            empty={empty}
            showClient={showClient}
            showSession={showSession}
          />
        </>
      ) : (
        <Alert color="blue" variant="light" maw={760}>
          {intl.formatMessage({ id: 'audit.adminOnly' }, { business: tenant.name })}
        </Alert>
      )}
    </Stack>
  );
}

import { Select, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { rememberTenant } from './current-tenant';
import { membershipsQuery } from './queries';
import { useMembership } from './use-tenant';

/** The business in the header; with several, the place to switch, remembered on this device. */
export function TenantSwitcher({ userId }: { userId: string }) {
  const intl = useIntl();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { data: memberships } = useSuspenseQuery(membershipsQuery(supabase, userId));
  const current = useMembership();
  const router = useRouter();
  const navigate = useNavigate();

  if (memberships.length < 2) {
    return (
      <Text fw={600} truncate maw={220}>
        {current.tenant.name}
      </Text>
    );
  }
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'common.switcherLabel' })}
      data={memberships.map((m) => ({ value: m.tenant.id, label: m.tenant.name }))}
      value={current.tenant.id}
      allowDeselect={false}
      w={{ base: 150, sm: 220 }}
      onChange={(tenantId) => {
        if (tenantId === null || tenantId === current.tenant.id) return;
        rememberTenant('staff', userId, tenantId);
        void router.invalidate().then(() => navigate({ to: '/t' }));
      }}
    />
  );
}

import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { SectionHeader } from '@/components/section-header';
import { StatusBadge } from '@/components/status-badge';
import { TextLink } from '@/components/text-link';
import { clientProfilesQuery } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { rememberTenant } from '@/features/tenancy/current-tenant';

/** Every business the client books with; switching is remembered on this device. */
export function BusinessesSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const userId = useRouteContext({
    from: '/client-access/_shell/settings',
    select: (c) => c.userId,
  });
  const { data: profiles } = useSuspenseQuery(clientProfilesQuery(supabase, userId));
  const current = useClientProfile();
  const router = useRouter();
  const navigate = useNavigate();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'client-area.businessesTitle' });

  const switchTo = async (tenantId: string) => {
    rememberTenant('client', userId, tenantId);
    await router.invalidate();
    await navigate({ to: '/client-access' });
  };

  return (
    <Stack component="section" aria-label={title}>
      <SectionHeader title={title}>
        {intl.formatMessage({
          id: profiles.length > 1 ? 'client-area.businessesSeveral' : 'client-area.businessesOne',
        })}
      </SectionHeader>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {profiles.map(({ tenant }) => (
          <Paper key={tenant.id} component="li" withBorder p="sm">
            <Group justify="space-between" gap="sm">
              <Text fw={600}>{tenant.name}</Text>
              {tenant.id === current.tenant.id ? (
                <StatusBadge color="teal">
                  {intl.formatMessage({ id: 'client-area.currentBusiness' })}
                </StatusBadge>
              ) : (
                <Button size="xs" variant="default" onClick={() => void switchTo(tenant.id)}>
                  {intl.formatMessage({ id: 'client-area.switchTo' }, { business: tenant.name })}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      <TextLink to="/client-access/onboarding/" style={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage({ id: 'client-area.joinAnother' })}
      </TextLink>
    </Stack>
  );
}

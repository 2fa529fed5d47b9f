import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { isolate } from '@/features/registration/bidi';
import { allowanceLeft } from '@/features/registration/membership-choices';
import { ownMembershipsQuery } from '@/features/registration/queries';

/**
 * The client's memberships at a glance on their home (issue 35, point 6): the classes left this
 * period and where each stands, with the way to the membership screen. Nothing when none.
 */
export function MembershipSummary() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const intl = useIntl();
  const { data } = useSuspenseQuery(ownMembershipsQuery(supabase, tenant.id, id));
  const memberships = data.filter((membership) => membership.state === 'live');
  if (memberships.length === 0) return null;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="membership-heading">
      <Title order={2} size="h3" id="membership-heading" mb="sm">
        {intl.formatMessage({ id: 'membership.homeTitle' })}
      </Title>
      <Stack gap="sm" align="flex-start">
        {memberships.map((membership) => (
          <Group key={membership.id} gap="xs" wrap="wrap">
            <Text size="sm">
              {intl.formatMessage(
                { id: 'membership.homeLine' },
                {
                  plan: isolate(membership.plan_name, intl),
                  allowance: allowanceLeft(membership.allowance_left, intl),
                },
              )}
            </Text>
            {membership.standing !== 'active' && (
              <Badge variant="light" color="orange">
                {intl.formatMessage(
                  { id: 'membership.standing' },
                  { standing: membership.standing ?? 'ended' },
                )}
              </Badge>
            )}
          </Group>
        ))}
        <LinkButton to="/client-access/membership" size="sm" variant="default">
          {intl.formatMessage({ id: 'membership.seeMembership' })}
        </LinkButton>
      </Stack>
    </Paper>
  );
}

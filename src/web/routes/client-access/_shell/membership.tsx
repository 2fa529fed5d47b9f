import { Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import * as z from 'zod/mini';
import { LinkButton } from '@/components/link-button';
import { ScreenHeader } from '@/components/screen-header';
import { signedInClient } from '@/features/client-profile/signed-in-client';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { ownMembershipsQuery } from '@/features/registration/queries';
import { MembershipCard } from './-components/membership/membership-card';

// `?subscription=<id>&update_card=1` is the link of the declined-renewal message (issue 35,
// point 4): it opens that membership's card form at once. A bad value is ignored, not an error.
const membershipSearch = z.object({
  subscription: z.catch(z.optional(z.string()), undefined),
  update_card: z.catch(z.optional(z.union([z.literal(1), z.literal('1'), z.boolean()])), undefined),
});

export const Route = createFileRoute('/client-access/_shell/membership')({
  validateSearch: (search: Record<string, unknown>) => membershipSearch.parse(search),
  beforeLoad: ({ context }) => signedInClient(context),
  loader: ({ context: { queryClient, supabase, profile } }) =>
    queryClient.ensureQueryData(ownMembershipsQuery(supabase, profile.tenant.id, profile.id)),
  component: ClientMembership,
});

function ClientMembership() {
  const intl = useIntl();
  const search = Route.useSearch();
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { id, tenant } = useClientProfile();
  const { data } = useSuspenseQuery(ownMembershipsQuery(supabase, tenant.id, id));
  // A membership waiting for its first payment is not one yet: it is shown once it is live.
  const memberships = data.filter((membership) => membership.state === 'live');
  const updateCard = search.update_card !== undefined && search.update_card !== false;
  return (
    <>
      <ScreenHeader title={intl.formatMessage({ id: 'membership.screenTitle' })}>
        {intl.formatMessage({ id: 'membership.screenIntro' }, { business: tenant.name })}
      </ScreenHeader>
      <Stack gap="lg" maw={760}>
        {memberships.length === 0 ? (
          <Stack gap="sm" align="flex-start">
            <Text>{intl.formatMessage({ id: 'membership.none' })}</Text>
            <LinkButton to="/client-access/register/" variant="default">
              {intl.formatMessage({ id: 'membership.findClass' })}
            </LinkButton>
          </Stack>
        ) : (
          memberships.map((membership) => (
            <MembershipCard
              key={membership.id}
              membership={membership}
              openCard={updateCard && search.subscription === membership.id}
            />
          ))
        )}
        {search.subscription !== undefined &&
          !memberships.some((membership) => membership.id === search.subscription) &&
          memberships.length > 0 && (
            <Text size="sm" role="status">
              {intl.formatMessage({ id: 'membership.notFound' })}
            </Text>
          )}
      </Stack>
    </>
  );
}

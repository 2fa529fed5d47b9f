import { Alert, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AuthScreen } from '@/components/auth-screen';
import { TextLink } from '@/components/text-link';
import { validateAuthSearch } from '@/features/auth/auth-search';
import { requireSession } from '@/features/auth/require-session';
import { clientProfilesQuery } from '@/features/client-profile/queries';
import { BusinessSearch } from '@/features/tenancy/business-search';
import { businessBySlugQuery } from '@/features/tenancy/queries';
import { DocumentsStep } from './-components/documents-step';
import { ProfileStep } from './-components/profile-step';

// Outside the client shell, whose guard sends people without a client record here.
export const Route = createFileRoute('/client-access/onboarding/')({
  validateSearch: validateAuthSearch,
  beforeLoad: ({ context, location }) => {
    requireSession(context.auth, location, '/client-access/login/');
    const state = context.auth.getSnapshot();
    const user = state.status === 'ready' ? state.session?.user : undefined;
    const name: unknown = user?.user_metadata.full_name;
    return { userId: user?.id ?? '', signUpName: typeof name === 'string' ? name : '' };
  },
  loaderDeps: ({ search }) => ({ tenant: search.tenant }),
  loader: ({ context: { queryClient, supabase, userId }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(clientProfilesQuery(supabase, userId)),
      deps.tenant === undefined
        ? null
        : queryClient.ensureQueryData(businessBySlugQuery(supabase, deps.tenant)),
    ]),
  component: ClientOnboarding,
});

function ClientOnboarding() {
  const { tenant: slug } = Route.useSearch();
  const { supabase, userId } = Route.useRouteContext();
  const { data: profiles } = useSuspenseQuery(clientProfilesQuery(supabase, userId));
  const links = (
    <>
      {profiles.length > 0 && <TextLink to="/client-access">Back to your bookings</TextLink>}
      <TextLink to="/client-access/logout">Sign out</TextLink>
    </>
  );
  if (slug === undefined) {
    return (
      <AuthScreen area="Client" title="Find your business" links={links} form={<JoinSearch />}>
        Search for the studio, gym or practice you want to book with by its name.
      </AuthScreen>
    );
  }
  return <JoinBusiness slug={slug} links={links} />;
}

/** The business of the link: its profile step, then the documents it needs before booking. */
function JoinBusiness({ slug, links }: { slug: string; links: ReactNode }) {
  const { supabase } = Route.useRouteContext();
  const { data: business } = useSuspenseQuery(businessBySlugQuery(supabase, slug));
  const [joined, setJoined] = useState<{ clientId: string; fullName: string }>();

  if (business === null) {
    return (
      <AuthScreen
        area="Client"
        title="Find your business"
        links={links}
        form={
          <Stack>
            <Alert color="yellow" role="alert">
              <Text fw={600} size="sm">
                Business not found
              </Text>
              <Text size="sm">
                No business has the address “{slug}”. Search for it by name instead.
              </Text>
            </Alert>
            <JoinSearch />
          </Stack>
        }
      >
        The link you followed names a business we do not know.
      </AuthScreen>
    );
  }
  if (joined !== undefined) {
    return (
      <AuthScreen
        area="Client"
        title="Sign before your first booking"
        links={links}
        form={<DocumentsStep business={business} {...joined} />}
      >
        {business.name} asks every client to read and sign these before booking.
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      area="Client"
      title="Complete your profile"
      links={links}
      form={<ProfileStep business={business} onJoined={setJoined} />}
    >
      You are joining {business.name}. Tell it who you are and how to reach you.
    </AuthScreen>
  );
}

/** The business search of onboarding: choosing one joins it. */
function JoinSearch() {
  const navigate = Route.useNavigate();
  return (
    <BusinessSearch
      action="Join"
      onChoose={(business) => void navigate({ search: { tenant: business.slug } })}
    />
  );
}

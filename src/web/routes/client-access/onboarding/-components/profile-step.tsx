import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormError } from '@/features/auth/form-error';
import {
  ownProfileProblems,
  saveOwnProfile,
  type OwnProfile,
} from '@/features/client-profile/own-profile';
import { joinBusiness } from '@/features/client-profile/mutations';
import { ProfileFields } from '@/features/client-profile/profile-fields';
import { clientProfilesQuery, refetchClientProfiles } from '@/features/client-profile/queries';
import { clientDocumentsQuery } from '@/features/clients/queries';
import { dataErrorMessage } from '@/features/data/data-error';
import { rememberTenant } from '@/features/tenancy/current-tenant';
import type { Tenant } from '@/features/tenancy/queries';

/**
 * Joins the business (join_tenant keeps a record that already exists) and saves the profile;
 * then the documents it needs before a first booking, or straight home when there are none.
 */
export function ProfileStep({
  business,
  onJoined,
}: {
  business: Tenant;
  onJoined: (joined: { clientId: string; fullName: string }) => void;
}) {
  const intl = useIntl();
  const { supabase, userId, signUpName } = useRouteContext({
    from: '/client-access/onboarding/',
  });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: profiles } = useSuspenseQuery(clientProfilesQuery(supabase, userId));
  const existing = profiles.find((profile) => profile.tenant.id === business.id);
  const [error, setError] = useState<string>();
  const form = useForm<OwnProfile>({
    initialValues: {
      full_name: existing?.full_name ?? signUpName,
      phone: existing?.phone ?? '',
      birth_date: existing?.birth_date ?? '',
    },
    validate: (values) => ownProfileProblems(values, intl),
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      const client = await joinBusiness(supabase, business.slug, values.full_name);
      await saveOwnProfile(supabase, business.id, values);
      rememberTenant('client', userId, business.id);
      await refetchClientProfiles(queryClient, userId);
      const documents = await queryClient.fetchQuery(
        clientDocumentsQuery(supabase, business.id, client.id),
      );
      if (documents.toSign.some((document) => document.needed_to_book)) {
        onJoined({ clientId: client.id, fullName: values.full_name.trim() });
      } else {
        await navigate({ to: '/client-access' });
      }
    } catch (refused) {
      setError(dataErrorMessage(refused as Error));
    }
  });

  return (
    <form
      noValidate
      aria-label={intl.formatMessage({ id: 'auth.profileFormLabel' })}
      onSubmit={submit}
    >
      <Stack>
        <FormError message={error} />
        <ProfileFields form={form} />
        <Button type="submit" loading={form.submitting}>
          {intl.formatMessage({ id: 'auth.continue' })}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { FormError } from '@/features/auth/form-error';
import {
  ownProfileProblems,
  saveOwnProfile,
  type OwnProfile,
} from '@/features/client-profile/own-profile';
import { ProfileFields } from '@/features/client-profile/profile-fields';
import { refetchClientProfiles, refreshClientRecord } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { dataErrorMessage } from '@/features/data/data-error';

/** The client's name, phone and date of birth at the business they book with now. */
export function ProfileSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const userId = useRouteContext({
    from: '/client-access/_shell/settings',
    select: (c) => c.userId,
  });
  const profile = useClientProfile();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [error, setError] = useState<string>();
  const intl = useIntl();
  const form = useForm<OwnProfile>({
    initialValues: {
      full_name: profile.full_name,
      phone: profile.phone ?? '',
      birth_date: profile.birth_date ?? '',
    },
    validate: (values) => ownProfileProblems(values, intl),
  });

  const submit = form.onSubmit(async (values) => {
    setError(undefined);
    try {
      await saveOwnProfile(supabase, profile.tenant.id, values);
    } catch (refused) {
      setError(dataErrorMessage(refused as Error));
      return;
    }
    await Promise.all([
      refetchClientProfiles(queryClient, userId),
      refreshClientRecord(queryClient, profile.tenant.id, profile.id),
    ]);
    // The shell hands the profile to every screen from its guard, which reads it again now.
    await router.invalidate();
    form.resetDirty(values);
    notifySaved(intl.formatMessage({ id: 'client-area.profileSaved' }));
  });

  return (
    <Stack component="section" aria-label={intl.formatMessage({ id: 'client-area.profileTitle' })}>
      <SectionHeader title={intl.formatMessage({ id: 'client-area.profileTitle' })}>
        {intl.formatMessage({ id: 'client-area.profileIntro' }, { business: profile.tenant.name })}
      </SectionHeader>
      <form
        noValidate
        aria-label={intl.formatMessage({ id: 'client-area.profileFormLabel' })}
        onSubmit={submit}
      >
        <Stack gap="sm">
          <FormError message={error} />
          <ProfileFields form={form} withBirthDate />
          <Group>
            <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
              {intl.formatMessage({ id: 'client-area.saveProfile' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

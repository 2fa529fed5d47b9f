import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { FormError } from '@/features/auth/form-error';
import { saveMessageChoices } from '@/features/client-profile/mutations';
import { refetchClientProfiles } from '@/features/client-profile/queries';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { dataErrorMessage, type DataError } from '@/features/data/data-error';

type Choices = { reminders: boolean; texts: boolean };

/**
 * What the business may send besides the news of a booking: reminders before a session and
 * text messages. Each switch saves at once; confirmations are always emailed (decision 0030).
 */
export function MessagesSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const userId = useRouteContext({
    from: '/client-access/_shell/settings',
    select: (c) => c.userId,
  });
  const profile = useClientProfile();
  const queryClient = useQueryClient();
  const router = useRouter();
  const current: Choices = { reminders: !profile.reminders_off, texts: !profile.texts_off };
  const save = useMutation<unknown, DataError, Choices>({
    mutationFn: (choices) => saveMessageChoices(supabase, profile.tenant.id, choices),
    onSuccess: async (_saved, choices) => {
      await refetchClientProfiles(queryClient, userId);
      // The shell hands the profile to every screen from its guard, which reads it again now.
      await router.invalidate();
      notifySaved(
        choices.reminders === current.reminders
          ? `Text messages are ${choices.texts ? 'on' : 'off'}.`
          : `Reminders are ${choices.reminders ? 'on' : 'off'}.`,
      );
    },
  });
  // While saving, the switch shows what was asked for.
  const shown = save.isPending && save.variables ? save.variables : current;

  return (
    <Stack component="section" aria-label="Messages">
      <SectionHeader title="Messages">
        What {profile.tenant.name} sends you. Confirmations of what you book, cancel or join, and
        news of a cancelled or moved session, always come by email.
      </SectionHeader>
      <FormError message={save.error ? dataErrorMessage(save.error) : undefined} />
      <Switch
        label="Reminders before a session"
        description="An email (and a text, if those are on) ahead of each booking."
        checked={shown.reminders}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ ...current, reminders: event.currentTarget.checked })}
      />
      <Switch
        label="Text messages"
        description={
          profile.phone
            ? `To ${profile.phone}, when ${profile.tenant.name} sends texts.`
            : 'Add a phone number to your profile to get them.'
        }
        checked={shown.texts}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ ...current, texts: event.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        Every reminder email also has a link that turns reminders off without signing in.
      </Text>
    </Stack>
  );
}

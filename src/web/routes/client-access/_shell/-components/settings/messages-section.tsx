import { Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouteContext, useRouter } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { FormError } from '@/features/auth/form-error';
import { saveMessageChoices } from '@/features/client-profile/mutations';
import { refetchClientProfiles } from '@/features/client-profile/queries';
import { isolate } from '@/features/registration/bidi';
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
  const intl = useIntl();
  const current: Choices = { reminders: !profile.reminders_off, texts: !profile.texts_off };
  const save = useMutation<unknown, DataError, Choices>({
    mutationFn: (choices) => saveMessageChoices(supabase, profile.tenant.id, choices),
    onSuccess: async (_saved, choices) => {
      await refetchClientProfiles(queryClient, userId);
      // The shell hands the profile to every screen from its guard, which reads it again now.
      await router.invalidate();
      notifySaved(
        intl.formatMessage({
          id:
            choices.reminders === current.reminders
              ? choices.texts
                ? 'client-area.textsOn'
                : 'client-area.textsOff'
              : choices.reminders
                ? 'client-area.remindersOn'
                : 'client-area.remindersOff',
        }),
      );
    },
  });
  // While saving, the switch shows what was asked for.
  const shown = save.isPending && save.variables ? save.variables : current;

  return (
    <Stack component="section" aria-label={intl.formatMessage({ id: 'client-area.messagesTitle' })}>
      <SectionHeader title={intl.formatMessage({ id: 'client-area.messagesTitle' })}>
        {intl.formatMessage({ id: 'client-area.messagesIntro' }, { business: profile.tenant.name })}
      </SectionHeader>
      <FormError message={save.error ? dataErrorMessage(save.error) : undefined} />
      <Switch
        label={intl.formatMessage({ id: 'client-area.remindersLabel' })}
        description={intl.formatMessage({ id: 'client-area.remindersHint' })}
        checked={shown.reminders}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ ...current, reminders: event.currentTarget.checked })}
      />
      <Switch
        label={intl.formatMessage({ id: 'client-area.textsLabel' })}
        description={
          profile.phone
            ? intl.formatMessage(
                { id: 'client-area.textsHint' },
                { phone: isolate(profile.phone, intl), business: profile.tenant.name },
              )
            : intl.formatMessage({ id: 'client-area.textsNoPhone' })
        }
        checked={shown.texts}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ ...current, texts: event.currentTarget.checked })}
      />
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'client-area.reminderLinkNote' })}
      </Text>
    </Stack>
  );
}

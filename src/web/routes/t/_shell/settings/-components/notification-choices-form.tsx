import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { alwaysSent, kindLabel, kindWhen } from '@shared/messages/message-kind-words.ts';
import { placeMessageKinds } from '@shared/messages/message-snapshot.ts';
import { replyToProblem, senderNameProblem } from '@shared/messages/sender-checks.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { leadToMinutes, minutesToLead, type LeadUnit } from '@/features/notifications/lead-time';
import { saveNotificationSettings } from '@/features/notifications/mutations';
import { notificationKeys, notificationSettingsQuery } from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

/** Which kinds are sent, when reminders go, texts, and who the messages are from: owners only. */
export function NotificationChoicesForm() {
  const intl = useIntl();
  const { formatMessage } = intl;
  const units = [
    { value: 'hours', label: formatMessage({ id: 'notifications.unitHours' }) },
    { value: 'days', label: formatMessage({ id: 'notifications.unitDays' }) },
  ];
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery(supabase, tenant.id));
  const first = minutesToLead(settings.reminder_minutes ?? 1440);
  const second =
    settings.second_reminder_minutes === null
      ? null
      : minutesToLead(settings.second_reminder_minutes);
  const form = useForm({
    initialValues: {
      on: placeMessageKinds.filter((kind) => !settings.messages_off.includes(kind)) as string[],
      firstAmount: first.amount as number | string,
      firstUnit: first.unit as LeadUnit,
      secondOn: second !== null,
      secondAmount: (second?.amount ?? 2) as number | string,
      secondUnit: (second?.unit ?? 'hours') as LeadUnit,
      texts: settings.texts_enabled,
      senderName: settings.message_sender_name ?? '',
      replyTo: settings.message_reply_to ?? '',
    },
    validate: {
      firstAmount: (value, values) =>
        leadToMinutes(value, values.firstUnit) === null
          ? formatMessage({ id: 'notifications.leadOutOfRange' })
          : null,
      secondAmount: (value, values) => {
        if (!values.secondOn) return null;
        const minutes = leadToMinutes(value, values.secondUnit);
        if (minutes === null) return formatMessage({ id: 'notifications.leadOutOfRange' });
        return minutes === leadToMinutes(values.firstAmount, values.firstUnit)
          ? formatMessage({ id: 'notifications.leadSameAsFirst' })
          : null;
      },
      senderName: (value) => senderNameProblem(value, intl),
      replyTo: (value) => replyToProblem(value, intl),
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveNotificationSettings(
        supabase,
        tenant.id,
        {
          messages_off: placeMessageKinds.filter(
            (kind) => !values.on.includes(kind) && alwaysSent[kind] === undefined,
          ),
          reminder_minutes: leadToMinutes(values.firstAmount, values.firstUnit),
          second_reminder_minutes: values.secondOn
            ? leadToMinutes(values.secondAmount, values.secondUnit)
            : null,
          texts_enabled: values.texts,
          message_sender_name: values.senderName.trim() || null,
          message_reply_to: values.replyTo.trim() || null,
        },
        formatMessage({ id: 'notifications.ownerOnlySaves' }),
      );
      queryClient.setQueryData(notificationKeys.settings(tenant.id), saved);
      form.resetDirty();
      notifySaved(formatMessage({ id: 'notifications.choicesSaved' }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'notifications.choicesNotSaved' }));
    }
  });

  const remindersOn = form.values.on.includes('reminder');

  return (
    <Stack>
      <SectionHeader title={formatMessage({ id: 'notifications.whatIsSent' })}>
        {formatMessage({ id: 'notifications.whatIsSentIntro' }, { business: tenant.name })}
      </SectionHeader>
      <form
        noValidate
        aria-label={formatMessage({ id: 'notifications.whatIsSent' })}
        onSubmit={submit}
      >
        <Stack gap="lg">
          <Checkbox.Group
            label={formatMessage({ id: 'notifications.messagesToClients' })}
            description={formatMessage({ id: 'notifications.messagesToClientsHint' })}
            {...form.getInputProps('on')}
          >
            <Stack gap="sm" mt="xs">
              {placeMessageKinds.map((kind) => (
                <Checkbox
                  key={kind}
                  value={kind}
                  label={kindLabel(kind, intl)}
                  description={
                    alwaysSent[kind]
                      ? formatMessage({ id: alwaysSent[kind] })
                      : kindWhen(kind, intl)
                  }
                  disabled={alwaysSent[kind] !== undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>

          <Fieldset
            legend={formatMessage({ id: 'notifications.remindersBefore' })}
            disabled={!remindersOn}
          >
            <Stack gap="sm">
              {remindersOn ? null : (
                <Text size="sm" c="dimmed">
                  {formatMessage({ id: 'notifications.remindersOff' })}
                </Text>
              )}
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <NumberInput
                  label={formatMessage({ id: 'notifications.firstReminder' })}
                  description={formatMessage({ id: 'notifications.howLongBefore' })}
                  min={0}
                  decimalScale={2}
                  w={160}
                  {...form.getInputProps('firstAmount')}
                />
                <NativeSelect
                  label={formatMessage({ id: 'notifications.firstReminderUnit' })}
                  description={formatMessage({ id: 'notifications.before' })}
                  data={units}
                  w={110}
                  {...form.getInputProps('firstUnit')}
                />
              </Group>
              <Switch
                label={formatMessage({ id: 'notifications.aSecondReminder' })}
                {...form.getInputProps('secondOn', { type: 'checkbox' })}
              />
              {form.values.secondOn ? (
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <NumberInput
                    label={formatMessage({ id: 'notifications.secondReminder' })}
                    description={formatMessage({ id: 'notifications.howLongBefore' })}
                    min={0}
                    decimalScale={2}
                    w={160}
                    {...form.getInputProps('secondAmount')}
                  />
                  <NativeSelect
                    label={formatMessage({ id: 'notifications.secondReminderUnit' })}
                    description={formatMessage({ id: 'notifications.before' })}
                    data={units}
                    w={110}
                    {...form.getInputProps('secondUnit')}
                  />
                </Group>
              ) : null}
            </Stack>
          </Fieldset>

          <Switch
            label={formatMessage({ id: 'notifications.textsToo' })}
            description={formatMessage({ id: 'notifications.textsTooHint' })}
            {...form.getInputProps('texts', { type: 'checkbox' })}
          />

          <TextInput
            label={formatMessage({ id: 'notifications.senderName' })}
            description={formatMessage(
              { id: 'notifications.senderNameHint' },
              { business: tenant.name },
            )}
            placeholder={tenant.name}
            maxLength={80}
            {...form.getInputProps('senderName')}
          />
          <TextInput
            label={formatMessage({ id: 'notifications.replyTo' })}
            description={
              settings.contact_email
                ? formatMessage(
                    { id: 'notifications.replyToHintWithEmail' },
                    { email: settings.contact_email },
                  )
                : formatMessage({ id: 'notifications.replyToHint' })
            }
            type="email"
            autoComplete="email"
            placeholder={
              settings.contact_email ?? formatMessage({ id: 'notifications.replyToPlaceholder' })
            }
            {...form.getInputProps('replyTo')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {formatMessage({ id: 'notifications.saveChoices' })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

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
import { alwaysSent, kindLabel, kindWhen } from '@shared/messages/message-kind-words.ts';
import { placeMessageKinds } from '@shared/messages/message-snapshot.ts';
import { replyToProblem, senderNameProblem } from '@shared/messages/sender-checks.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import { leadToMinutes, minutesToLead, type LeadUnit } from '@/features/notifications/lead-time';
import { saveNotificationSettings } from '@/features/notifications/mutations';
import { notificationKeys, notificationSettingsQuery } from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';

const units = [
  { value: 'hours', label: 'hours' },
  { value: 'days', label: 'days' },
];

/** Which kinds are sent, when reminders go, texts, and who the messages are from: owners only. */
export function NotificationChoicesForm() {
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
          ? 'Enter a time between 5 minutes and 14 days before.'
          : null,
      secondAmount: (value, values) => {
        if (!values.secondOn) return null;
        const minutes = leadToMinutes(value, values.secondUnit);
        if (minutes === null) return 'Enter a time between 5 minutes and 14 days before.';
        return minutes === leadToMinutes(values.firstAmount, values.firstUnit)
          ? 'The second reminder needs another time than the first.'
          : null;
      },
      senderName: senderNameProblem,
      replyTo: replyToProblem,
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await saveNotificationSettings(supabase, tenant.id, {
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
      });
      queryClient.setQueryData(notificationKeys.settings(tenant.id), saved);
      form.resetDirty();
      notifySaved('Saved. Messages from now on follow these choices.');
    } catch (error) {
      notifyFailed(error, 'The choices were not saved');
    }
  });

  const remindersOn = form.values.on.includes('reminder');

  return (
    <Stack>
      <SectionHeader title="What is sent">
        Each message goes by email to the client, and also by text message when texts are on and the
        client has a phone number. Turn off what {tenant.name} does not want to send.
      </SectionHeader>
      <form noValidate aria-label="What is sent" onSubmit={submit}>
        <Stack gap="lg">
          <Checkbox.Group
            label="Messages to clients"
            description="Checked messages are sent when it happens."
            {...form.getInputProps('on')}
          >
            <Stack gap="sm" mt="xs">
              {placeMessageKinds.map((kind) => (
                <Checkbox
                  key={kind}
                  value={kind}
                  label={kindLabel(kind)}
                  description={alwaysSent[kind] ?? kindWhen(kind)}
                  disabled={alwaysSent[kind] !== undefined}
                />
              ))}
            </Stack>
          </Checkbox.Group>

          <Fieldset legend="Reminders before a session" disabled={!remindersOn}>
            <Stack gap="sm">
              {remindersOn ? null : (
                <Text size="sm" c="dimmed">
                  Reminders are off: check Reminder above to send them.
                </Text>
              )}
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <NumberInput
                  label="First reminder"
                  description="How long before the start"
                  min={0}
                  decimalScale={2}
                  w={160}
                  {...form.getInputProps('firstAmount')}
                />
                <NativeSelect
                  label="Unit of the first reminder"
                  description="before"
                  data={units}
                  w={110}
                  {...form.getInputProps('firstUnit')}
                />
              </Group>
              <Switch
                label="A second reminder"
                {...form.getInputProps('secondOn', { type: 'checkbox' })}
              />
              {form.values.secondOn ? (
                <Group align="flex-start" gap="xs" wrap="nowrap">
                  <NumberInput
                    label="Second reminder"
                    description="How long before the start"
                    min={0}
                    decimalScale={2}
                    w={160}
                    {...form.getInputProps('secondAmount')}
                  />
                  <NativeSelect
                    label="Unit of the second reminder"
                    description="before"
                    data={units}
                    w={110}
                    {...form.getInputProps('secondUnit')}
                  />
                </Group>
              ) : null}
            </Stack>
          </Fieldset>

          <Switch
            label="Text messages too"
            description="Every message also goes by text to clients with a phone number."
            {...form.getInputProps('texts', { type: 'checkbox' })}
          />

          <TextInput
            label="Sender name"
            description={`What clients see as the sender. Empty: ${tenant.name}.`}
            placeholder={tenant.name}
            maxLength={80}
            {...form.getInputProps('senderName')}
          />
          <TextInput
            label="Reply-to address"
            description={`Where clients' replies go. Empty: your contact email${settings.contact_email ? ` (${settings.contact_email})` : ''}.`}
            type="email"
            autoComplete="email"
            placeholder={settings.contact_email ?? 'hello@your-studio.com'}
            {...form.getInputProps('replyTo')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              Save these choices
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

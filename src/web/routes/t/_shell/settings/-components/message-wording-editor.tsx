import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { businessContent } from '@shared/messages/business-wording.ts';
import { messageContent } from '@shared/messages/message-content.ts';
import { kindLabel, kindWhen } from '@shared/messages/message-kind-words.ts';
import { placeholderProblem, placeholdersFor } from '@shared/messages/message-placeholders.ts';
import { textedKinds, type MessageKind } from '@shared/messages/message-snapshot.ts';
import type { SampleSnapshot } from '@shared/messages/sample-snapshot.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import {
  restoreDefaultWording,
  saveMessageWording,
  sendTestMessage,
} from '@/features/notifications/mutations';
import { notificationKeys, type MessageWording } from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessagePreview } from './message-preview';

/** What a kind keeps after the business's own text, said under the placeholders. */
const keptWords: Partial<Record<MessageKind, string>> = {
  place_cancelled:
    'What the cancellation did (a credit back, money back, a fee) is always added after your text.',
  session_cancelled:
    'What the cancellation did (a credit back, money back, a fee) is always added after your text.',
  waitlist_offer: 'The link to take the place is always added after your text message.',
  documents_to_sign: 'The link to sign is always added after your text message.',
  staff_appointment_booked: 'Where staff turn these emails off is always added after your text.',
  staff_appointment_cancelled: 'Where staff turn these emails off is always added after your text.',
  staff_appointment_moved: 'Where staff turn these emails off is always added after your text.',
  staff_appointment_moved_away:
    'Where staff turn these emails off is always added after your text.',
};

const lengthProblem = (value: string, max: number, what: string) =>
  value.trim().length > max ? `Keep ${what} to ${max.toLocaleString('en')} characters.` : null;

/** One kind's subject, body and (for the kinds texted to clients) text message, with its preview. */
export function MessageWordingEditor({
  kind,
  saved,
  sample,
}: {
  kind: MessageKind;
  saved: MessageWording | null;
  sample: SampleSnapshot;
}) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const mailbox = useRouteContext({
    from: '__root__',
    select: (context) => context.config.mailbox === true,
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = kindLabel(kind);
  const texted = textedKinds.includes(kind);
  const form = useForm({
    initialValues: {
      subject: saved?.subject ?? '',
      body: saved?.body ?? '',
      sms: saved?.sms ?? '',
    },
    validateInputOnChange: true,
    validate: {
      subject: (value) =>
        lengthProblem(value, 200, 'the subject') ?? placeholderProblem(value, kind),
      body: (value) => lengthProblem(value, 5000, 'the text') ?? placeholderProblem(value, kind),
      sms: (value) =>
        lengthProblem(value, 480, 'the text message') ?? placeholderProblem(value, kind),
    },
  });
  const links = useMemo(() => ({ siteUrl: window.location.origin }), []);
  const ours = useMemo(() => messageContent(kind, sample, links), [kind, sample, links]);
  const live = businessContent(kind, sample, links, form.values);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationKeys.wording(tenant.id) });
  const settle = (values: { subject: string; body: string; sms: string }) => {
    form.setValues(values);
    form.resetDirty(values);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await saveMessageWording(supabase, tenant.id, kind, values);
      await refresh();
      settle({ subject: values.subject.trim(), body: values.body.trim(), sms: values.sms.trim() });
      notifySaved(`The wording of “${label}” is saved. Messages from now on use it.`);
    } catch (error) {
      notifyFailed(error, 'The wording was not saved');
    }
  });

  const restore = async () => {
    try {
      await restoreDefaultWording(supabase, tenant.id, kind);
      await refresh();
      settle({ subject: '', body: '', sms: '' });
      notifySaved(`“${label}” uses our wording again.`);
    } catch (error) {
      notifyFailed(error, 'The default was not restored');
    }
  };

  const sendTest = async () => {
    setSending(true);
    try {
      const { to } = await sendTestMessage(supabase, tenant.id, kind);
      setTestSentTo(to);
    } catch (error) {
      notifyFailed(error, 'The test was not sent');
    } finally {
      setSending(false);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form noValidate aria-label={`Wording of ${label}`} onSubmit={submit}>
        <Stack>
          <Text size="sm">
            <Text span fw={600}>
              Sent when:
            </Text>{' '}
            {kindWhen(kind)}
          </Text>
          <TextInput
            label="Subject"
            description="Empty: our subject, shown in grey."
            placeholder={ours.subject}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label="Text"
            description="A blank line starts a new paragraph. Empty: our text, shown in grey."
            placeholder={ours.paragraphs.join('\n\n')}
            autosize
            minRows={5}
            maxRows={16}
            {...form.getInputProps('body')}
          />
          {texted ? (
            <Textarea
              label="Text message"
              description="Sent to clients with a phone when texts are on. One line; empty: ours, shown in grey."
              placeholder={ours.sms}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('sms')}
            />
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="placeholders-label">
              Placeholders of this message
            </Text>
            <List size="sm" spacing={2} aria-labelledby="placeholders-label">
              {placeholdersFor(kind).map((placeholder) => (
                <List.Item key={placeholder.name}>
                  <Code>{`{${placeholder.name}}`}</Code> {placeholder.says}
                </List.Item>
              ))}
            </List>
            {keptWords[kind] ? (
              <Text size="sm" c="dimmed">
                {keptWords[kind]}
              </Text>
            ) : null}
          </Stack>
          <Group>
            <Button type="submit" disabled={!form.isDirty()}>
              Save the wording
            </Button>
            {saved !== null ? (
              <Button variant="default" onClick={() => void restore()}>
                Restore the default
              </Button>
            ) : null}
          </Group>
          <Stack gap={4}>
            <Group>
              <Button
                variant="light"
                loading={sending}
                disabled={form.isDirty()}
                onClick={() => void sendTest()}
                aria-describedby="send-test-note"
              >
                Send me a test
              </Button>
            </Group>
            <Text size="sm" c="dimmed" id="send-test-note">
              {form.isDirty()
                ? 'Save your changes first: the test is sent as saved.'
                : 'Sends this email with the sample to your own email.'}
            </Text>
          </Stack>
          {testSentTo === null ? null : (
            <Alert color="teal" variant="light" role="status" title="Test sent">
              A test of “{label}” is on its way to <strong>{testSentTo}</strong>.
              {mailbox ? (
                <>
                  {' '}
                  This server keeps its emails in its own{' '}
                  <Anchor href="/mailbox" target="_blank">
                    mailbox
                  </Anchor>
                  .
                </>
              ) : null}
            </Alert>
          )}
        </Stack>
      </form>
      <MessagePreview
        content={live}
        business={sample.business.name}
        locale={sample.business.locale}
        texted={texted}
      />
    </SimpleGrid>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { businessContent } from '@shared/messages/business-wording.ts';
import { messageContent } from '@shared/messages/message-content.ts';
import { kindLabel } from '@shared/messages/message-kind-words.ts';
import { placeholderProblem, placeholdersFor } from '@shared/messages/message-placeholders.ts';
import {
  placeMessageKinds,
  type MessageKind,
  type MessageSnapshot,
} from '@shared/messages/message-snapshot.ts';
import { sampleSnapshot } from '@shared/messages/sample-snapshot.ts';
import { notifyFailed, notifySaved } from '@/components/notify';
import { SectionHeader } from '@/components/section-header';
import {
  restoreDefaultWording,
  saveMessageWording,
  sendTestMessage,
} from '@/features/notifications/mutations';
import {
  messageWordingQuery,
  notificationKeys,
  notificationSettingsQuery,
  type MessageWording,
} from '@/features/notifications/queries';
import { useMembership } from '@/features/tenancy/use-tenant';
import { MessagePreview } from './message-preview';

/** Each kind's subject and body in the business's own words, with a live preview: owners only. */
export function MessageWordingSection() {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const { tenant } = useMembership();
  const { data: settings } = useSuspenseQuery(notificationSettingsQuery(supabase, tenant.id));
  const { data: wording } = useSuspenseQuery(messageWordingQuery(supabase, tenant.id));
  const [kind, setKind] = useState<MessageKind>('place_confirmed');
  const sample = useMemo(
    () =>
      sampleSnapshot(
        {
          name: settings.name,
          time_zone: settings.time_zone,
          currency: settings.currency,
          locale: settings.locale,
          email: settings.contact_email,
          phone: settings.contact_phone,
          address: settings.address,
        },
        new Date(),
      ),
    [settings],
  );
  const reworded = new Set(wording.map((row) => row.kind));

  return (
    <Stack>
      <SectionHeader title="Wording">
        Write a message’s subject and text in your own words, with placeholders that are filled in
        for each client. The heading, the details, the button and the footer stay as they are, so
        every message stays clear and accessible. Left empty, our wording is used.
      </SectionHeader>
      <NativeSelect
        label="Message"
        description="The message to word."
        data={placeMessageKinds.map((value) => ({
          value,
          label: `${kindLabel(value)}${reworded.has(value) ? ' (your wording)' : ''}`,
        }))}
        value={kind}
        onChange={(event) => setKind(event.currentTarget.value as MessageKind)}
        maw={360}
      />
      <WordingEditor
        key={kind}
        kind={kind}
        saved={wording.find((row) => row.kind === kind) ?? null}
        sample={sample}
      />
    </Stack>
  );
}

function WordingEditor({
  kind,
  saved,
  sample,
}: {
  kind: MessageKind;
  saved: MessageWording | null;
  sample: MessageSnapshot;
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
  const form = useForm({
    initialValues: { subject: saved?.subject ?? '', body: saved?.body ?? '' },
    validateInputOnChange: true,
    validate: {
      subject: (value) =>
        value.trim().length > 200
          ? 'Keep the subject to 200 characters.'
          : placeholderProblem(value, kind),
      body: (value) =>
        value.trim().length > 5000
          ? 'Keep the text to 5,000 characters.'
          : placeholderProblem(value, kind),
    },
  });
  const links = useMemo(() => ({ siteUrl: window.location.origin }), []);
  const ours = useMemo(() => messageContent(kind, sample, links), [kind, sample, links]);
  const live = businessContent(kind, sample, links, form.values);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationKeys.wording(tenant.id) });

  const submit = form.onSubmit(async (values) => {
    try {
      await saveMessageWording(supabase, tenant.id, kind, values);
      await refresh();
      form.setValues({ subject: values.subject.trim(), body: values.body.trim() });
      form.resetDirty({ subject: values.subject.trim(), body: values.body.trim() });
      notifySaved(`The wording of “${label}” is saved. Messages from now on use it.`);
    } catch (error) {
      notifyFailed(error, 'The wording was not saved');
    }
  });

  const restore = async () => {
    try {
      await restoreDefaultWording(supabase, tenant.id, kind);
      await refresh();
      form.setValues({ subject: '', body: '' });
      form.resetDirty({ subject: '', body: '' });
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
            {kind === 'place_cancelled' || kind === 'session_cancelled' ? (
              <Text size="sm" c="dimmed">
                What the cancellation did (a credit back, money back, a fee) is always added after
                your text.
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
                : 'Sends this message with the sample to your own email.'}
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
      />
    </SimpleGrid>
  );
}

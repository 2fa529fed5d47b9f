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
import { FormattedMessage, useIntl } from 'react-intl';
import { textDirection, type Locale } from '@shared/i18n/locales.ts';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { Words } from '@shared/i18n/words.ts';
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
const keptWords: Partial<Record<MessageKind, MessageId>> = {
  place_cancelled: 'notifications.keptCancellation',
  session_cancelled: 'notifications.keptCancellation',
  waitlist_offer: 'notifications.keptOfferLink',
  documents_to_sign: 'notifications.keptSignLink',
  staff_appointment_booked: 'notifications.keptStaffNote',
  staff_appointment_cancelled: 'notifications.keptStaffNote',
  staff_appointment_moved: 'notifications.keptStaffNote',
  staff_appointment_moved_away: 'notifications.keptStaffNote',
};

/**
 * One kind's subject, body and (for the kinds texted to clients) text message in one language,
 * with its preview: the screen's words are the screen's language (useIntl), the message's are
 * `words`, the language worded (`locale`).
 */
export function MessageWordingEditor({
  kind,
  locale,
  words,
  saved,
  sample,
}: {
  kind: MessageKind;
  locale: Locale;
  words: Words;
  saved: MessageWording | null;
  sample: SampleSnapshot;
}) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  const mailbox = useRouteContext({
    from: '__root__',
    select: (context) => context.config.mailbox === true,
  });
  const queryClient = useQueryClient();
  const { tenant } = useMembership();
  const [testSentTo, setTestSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const label = kindLabel(kind, intl);
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
        (value.trim().length > 200
          ? formatMessage({ id: 'notifications.tooLongSubject' }, { max: 200 })
          : null) ?? placeholderProblem(value, kind, intl),
      body: (value) =>
        (value.trim().length > 5000
          ? formatMessage({ id: 'notifications.tooLongText' }, { max: 5000 })
          : null) ?? placeholderProblem(value, kind, intl),
      sms: (value) =>
        (value.trim().length > 480
          ? formatMessage({ id: 'notifications.tooLongSms' }, { max: 480 })
          : null) ?? placeholderProblem(value, kind, intl),
    },
  });
  const links = useMemo(() => ({ siteUrl: window.location.origin }), []);
  const ours = useMemo(
    () => messageContent(kind, sample, links, words),
    [kind, sample, links, words],
  );
  const live = businessContent(kind, sample, links, form.values, words);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: notificationKeys.wording(tenant.id) });
  const settle = (values: { subject: string; body: string; sms: string }) => {
    form.setValues(values);
    form.resetDirty(values);
  };

  const submit = form.onSubmit(async (values) => {
    try {
      await saveMessageWording(supabase, tenant.id, kind, locale, values);
      await refresh();
      settle({ subject: values.subject.trim(), body: values.body.trim(), sms: values.sms.trim() });
      notifySaved(formatMessage({ id: 'notifications.wordingSaved' }, { kind: label }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'notifications.wordingNotSaved' }));
    }
  });

  const restore = async () => {
    try {
      await restoreDefaultWording(supabase, tenant.id, kind, locale);
      await refresh();
      settle({ subject: '', body: '', sms: '' });
      notifySaved(formatMessage({ id: 'notifications.defaultRestored' }, { kind: label }));
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'notifications.defaultNotRestored' }));
    }
  };

  const sendTest = async () => {
    setSending(true);
    try {
      const { to } = await sendTestMessage(supabase, tenant.id, kind, locale);
      setTestSentTo(to);
    } catch (error) {
      notifyFailed(error, formatMessage({ id: 'notifications.testNotSent' }));
    } finally {
      setSending(false);
    }
  };

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
      <form
        noValidate
        aria-label={formatMessage({ id: 'notifications.wordingOf' }, { kind: label })}
        onSubmit={submit}
      >
        <Stack>
          <Text size="sm">
            <FormattedMessage
              id="notifications.sentWhen"
              values={{
                when: kindWhen(kind, intl),
                b: (chunks) => (
                  <Text span fw={600}>
                    {chunks}
                  </Text>
                ),
              }}
            />
          </Text>
          <TextInput
            label={formatMessage({ id: 'notifications.subject' })}
            description={formatMessage({ id: 'notifications.subjectHint' })}
            placeholder={ours.subject}
            lang={locale}
            dir={textDirection(locale)}
            {...form.getInputProps('subject')}
          />
          <Textarea
            label={formatMessage({ id: 'notifications.text' })}
            description={formatMessage({ id: 'notifications.textHint' })}
            placeholder={ours.paragraphs.join('\n\n')}
            lang={locale}
            dir={textDirection(locale)}
            autosize
            minRows={5}
            maxRows={16}
            {...form.getInputProps('body')}
          />
          {texted ? (
            <Textarea
              label={formatMessage({ id: 'notifications.textMessage' })}
              description={formatMessage({ id: 'notifications.textMessageHint' })}
              placeholder={ours.sms}
              lang={locale}
              dir={textDirection(locale)}
              autosize
              minRows={2}
              maxRows={6}
              {...form.getInputProps('sms')}
            />
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="placeholders-label">
              {formatMessage({ id: 'notifications.placeholdersOfMessage' })}
            </Text>
            <List size="sm" spacing={2} aria-labelledby="placeholders-label">
              {placeholdersFor(kind).map((placeholder) => {
                // As it is written in a wording: the name in braces (code, not words).
                const written = `{${placeholder.name}}`;
                return (
                  <List.Item key={placeholder.name}>
                    <Code me={6}>{written}</Code>
                    {formatMessage({ id: placeholder.says })}
                  </List.Item>
                );
              })}
            </List>
            {keptWords[kind] ? (
              <Text size="sm" c="dimmed">
                {formatMessage({ id: keptWords[kind] })}
              </Text>
            ) : null}
          </Stack>
          <Group>
            <Button type="submit" disabled={!form.isDirty()}>
              {formatMessage({ id: 'notifications.saveWording' })}
            </Button>
            {saved !== null ? (
              <Button variant="default" onClick={() => void restore()}>
                {formatMessage({ id: 'notifications.restoreDefault' })}
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
                {formatMessage({ id: 'notifications.sendMeATest' })}
              </Button>
            </Group>
            <Text size="sm" c="dimmed" id="send-test-note">
              {form.isDirty()
                ? formatMessage({ id: 'notifications.saveFirst' })
                : formatMessage({ id: 'notifications.sendsToYou' })}
            </Text>
          </Stack>
          {testSentTo === null ? null : (
            <Alert
              color="teal"
              variant="light"
              role="status"
              title={formatMessage({ id: 'notifications.testSent' })}
            >
              <FormattedMessage
                id="notifications.testOnItsWay"
                values={{
                  kind: label,
                  to: testSentTo,
                  strong: (chunks) => <strong>{chunks}</strong>,
                }}
              />
              {mailbox ? (
                <>
                  {' '}
                  <FormattedMessage
                    id="notifications.testInMailbox"
                    values={{
                      link: (chunks) => (
                        <Anchor href="/mailbox" target="_blank">
                          {chunks}
                        </Anchor>
                      ),
                    }}
                  />
                </>
              ) : null}
            </Alert>
          )}
        </Stack>
      </form>
      <MessagePreview
        content={live}
        business={sample.business.name}
        words={words}
        texted={texted}
      />
    </SimpleGrid>
  );
}

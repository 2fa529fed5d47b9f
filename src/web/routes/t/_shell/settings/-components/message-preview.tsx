import { Box, Paper, Stack, Tabs, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLocale, textDirection } from '@shared/i18n/locales.ts';
import type { Words } from '@shared/i18n/words.ts';
import type { MessageContent } from '@shared/messages/message-content.ts';
import { layOutEmail } from '@shared/messages/email-layout.ts';
import { smsLength } from '@shared/messages/sms-length.ts';

/** How long a text message is in parts of 160 (or 70) characters, in the screen's words. */
function smsHint(text: string, words: Words): string {
  const { units, segments, perSegment, unicode } = smsLength(text);
  return unicode
    ? words.formatMessage({ id: 'notifications.smsPartsUnicode' }, { units, segments, perSegment })
    : words.formatMessage({ id: 'notifications.smsParts' }, { units, segments, perSegment });
}

/**
 * The message as a client would get it, in the language worded (`words`), laid out by the same
 * shared functions as the worker:
 * the email's HTML in a sandboxed frame (srcdoc, no scripts, no same origin), its plain text,
 * and the text message of the kinds texted to clients, with how many parts it takes. Live: it
 * follows the editor as the owner types.
 */
export function MessagePreview({
  content,
  business,
  words,
  texted,
}: {
  content: MessageContent;
  business: string;
  /** The language worded and previewed. */
  words: Words;
  /** Whether the kind goes to clients by text message too. */
  texted: boolean;
}) {
  const intl = useIntl();
  const { formatMessage } = intl;
  const email = layOutEmail(content, business, words);
  const language = new Intl.Locale(words.locale).language;
  const dir = isLocale(language) ? textDirection(language) : 'ltr';
  return (
    <Stack gap="xs">
      <Text fw={600} id="preview-label">
        {formatMessage({ id: 'notifications.preview' })}
      </Text>
      <Text size="sm" c="dimmed">
        <FormattedMessage
          id="notifications.previewSample"
          values={{
            subject: content.subject,
            strong: (chunks) => (
              <Text span fw={600} data-testid="preview-subject" lang={language} dir="auto">
                {chunks}
              </Text>
            ),
          }}
        />
      </Text>
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="email">{formatMessage({ id: 'notifications.email' })}</Tabs.Tab>
          <Tabs.Tab value="text">{formatMessage({ id: 'notifications.plainText' })}</Tabs.Tab>
          {texted ? (
            <Tabs.Tab value="sms">{formatMessage({ id: 'notifications.textMessage' })}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="email" pt="xs">
          <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
            <Box
              component="iframe"
              title={formatMessage({ id: 'notifications.previewOfEmail' })}
              sandbox=""
              srcDoc={email.html}
              w="100%"
              h={520}
              style={{ border: 0, display: 'block' }}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="xs">
          <Paper withBorder radius="sm" p="sm">
            <Box
              component="pre"
              m={0}
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 14 }}
              lang={language}
              dir={dir}
              aria-label={formatMessage({ id: 'notifications.previewOfText' })}
              tabIndex={0}
            >
              {email.text}
            </Box>
          </Paper>
        </Tabs.Panel>
        {texted ? (
          <Tabs.Panel value="sms" pt="xs">
            <Paper withBorder radius="sm" p="sm">
              <Text
                size="sm"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                lang={language}
                dir={dir}
                data-testid="preview-sms"
              >
                {content.sms}
              </Text>
            </Paper>
            <Text size="sm" c="dimmed" mt={4} data-testid="preview-sms-length">
              {smsHint(content.sms, intl)}
            </Text>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

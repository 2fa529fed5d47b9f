import { Box, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { MessageContent } from '@shared/messages/message-content.ts';
import { layOutEmail } from '@shared/messages/email-layout.ts';
import { smsLength } from '@shared/messages/sms-length.ts';

/** How long a text message is in parts of 160 (or 70) characters, in words. */
function smsHint(text: string): string {
  const { units, segments, perSegment, unicode } = smsLength(text);
  const parts = segments === 1 ? '1 text message' : `${segments} text messages`;
  const why = unicode
    ? ` Some characters (such as curly quotes or emoji) make each part hold ${perSegment} instead of 160.`
    : '';
  return `${units} characters: sent as ${parts} of up to ${perSegment} characters each.${why}`;
}

/**
 * The message as a client would get it, laid out by the same shared functions as the worker:
 * the email's HTML in a sandboxed frame (srcdoc, no scripts, no same origin), its plain text,
 * and the text message of the kinds texted to clients, with how many parts it takes. Live: it
 * follows the editor as the owner types.
 */
export function MessagePreview({
  content,
  business,
  locale,
  texted,
}: {
  content: MessageContent;
  business: string;
  locale: string;
  /** Whether the kind goes to clients by text message too. */
  texted: boolean;
}) {
  const email = layOutEmail(content, business, locale);
  return (
    <Stack gap="xs">
      <Text fw={600} id="preview-label">
        Preview
      </Text>
      <Text size="sm" c="dimmed">
        Filled with a sample client and a class next week. Subject:{' '}
        <Text span fw={600} data-testid="preview-subject">
          {content.subject}
        </Text>
      </Text>
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="email">Email</Tabs.Tab>
          <Tabs.Tab value="text">Plain text</Tabs.Tab>
          {texted ? <Tabs.Tab value="sms">Text message</Tabs.Tab> : null}
        </Tabs.List>
        <Tabs.Panel value="email" pt="xs">
          <Paper withBorder radius="sm" style={{ overflow: 'hidden' }}>
            <Box
              component="iframe"
              title="Preview of the email"
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
              aria-label="Preview of the plain text"
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
                data-testid="preview-sms"
              >
                {content.sms}
              </Text>
            </Paper>
            <Text size="sm" c="dimmed" mt={4} data-testid="preview-sms-length">
              {smsHint(content.sms)}
            </Text>
          </Tabs.Panel>
        ) : null}
      </Tabs>
    </Stack>
  );
}

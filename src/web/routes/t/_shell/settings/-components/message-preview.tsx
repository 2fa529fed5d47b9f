import { Box, Paper, Stack, Tabs, Text } from '@mantine/core';
import type { MessageContent } from '@shared/messages/message-content.ts';
import { layOutEmail } from '@shared/messages/email-layout.ts';

/**
 * The message as a client would get it, laid out by the same shared functions as the worker:
 * the email's HTML in a sandboxed frame (srcdoc, no scripts, no same origin) and its plain
 * text. Live: it follows the editor as the owner types.
 */
export function MessagePreview({
  content,
  business,
  locale,
}: {
  content: MessageContent;
  business: string;
  locale: string;
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
      </Tabs>
    </Stack>
  );
}

import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { documentTitle } from './document-title';
import { specHideError, specShowError, specSomethingWentWrong } from './spec-texts';
import { TextLink } from './text-link';

// The document's title is the heading's words, without its exclamation mark.
const titleWords = specSomethingWentWrong.replace(/!$/, '');

/**
 * What a screen shows in place of itself when it fails (SPEC.md section 2): SPEC.md's heading
 * and toggle in English, the rest in the reader's words.
 */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  const intl = useIntl();
  const router = useRouter();
  const [shown, setShown] = useState(false);
  const detailsId = useId();

  const tryAgain = () => {
    reset();
    void router.invalidate();
  };

  return (
    <Container size="sm" py="xl">
      <title>{documentTitle(titleWords, intl)}</title>
      <Stack align="flex-start">
        <Title order={1}>{specSomethingWentWrong}</Title>
        <Text>{intl.formatMessage({ id: 'common.errorPanelText' })}</Text>
        <Group>
          <Button onClick={tryAgain}>{intl.formatMessage({ id: 'common.tryAgain' })}</Button>
          <Button
            variant="default"
            aria-expanded={shown}
            aria-controls={detailsId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? specHideError : specShowError}
          </Button>
          <TextLink to="/">{intl.formatMessage({ id: 'common.goHome' })}</TextLink>
        </Group>
        <Code block id={detailsId} hidden={!shown} w="100%">
          {error instanceof Error ? error.message : String(error)}
        </Code>
      </Stack>
    </Container>
  );
}

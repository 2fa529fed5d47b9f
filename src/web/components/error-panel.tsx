import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { productName } from '../product-name';
import { TextLink } from './text-link';

/** What a screen shows in place of itself when it fails (SPEC.md section 2). */
export function ErrorPanel({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [shown, setShown] = useState(false);
  const detailsId = useId();

  const tryAgain = () => {
    reset();
    void router.invalidate();
  };

  return (
    <Container size="sm" py="xl">
      <title>{`Something went wrong · ${productName}`}</title>
      <Stack align="flex-start">
        <Title order={1}>Something went wrong!</Title>
        <Text>This screen could not be shown. Trying again often helps.</Text>
        <Group>
          <Button onClick={tryAgain}>Try again</Button>
          <Button
            variant="default"
            aria-expanded={shown}
            aria-controls={detailsId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide Error' : 'Show Error'}
          </Button>
          <TextLink to="/">Go to the home page</TextLink>
        </Group>
        <Code block id={detailsId} hidden={!shown} w="100%">
          {error instanceof Error ? error.message : String(error)}
        </Code>
      </Stack>
    </Container>
  );
}

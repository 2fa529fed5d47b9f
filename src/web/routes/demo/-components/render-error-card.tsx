import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

export function RenderErrorCard() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('This render error was thrown on purpose by the demo.');
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          The error panel
        </Title>
        <Text size="sm" c="dimmed">
          A screen that throws while rendering is replaced by the error panel, with a toggle that
          shows the error&apos;s message.
        </Text>
        <Button color="red" variant="light" onClick={() => setBroken(true)}>
          Throw a render error
        </Button>
      </Stack>
    </Card>
  );
}

import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';

export function RenderErrorCard() {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error(intl.formatMessage({ id: 'common.demoRenderError' }));
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {intl.formatMessage({ id: 'common.demoErrorPanelTitle' })}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'common.demoErrorPanelText' })}
        </Text>
        <Button color="red" variant="light" onClick={() => setBroken(true)}>
          {intl.formatMessage({ id: 'common.demoThrow' })}
        </Button>
      </Stack>
    </Card>
  );
}

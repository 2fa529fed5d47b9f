import { Button, Card, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { healthQueryOptions } from '@/features/health/queries';
import { QueryStateList } from './query-state-list';

// The rows are named by TanStack Query's own fields, as a developer looks them up.
export function HealthCard() {
  const intl = useIntl();
  const health = useQuery(healthQueryOptions());
  const body = health.data === undefined ? '' : JSON.stringify(health.data, null, 2);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {intl.formatMessage({ id: 'common.demoHealthTitle' })}
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage
            id="common.demoHealthText"
            values={{ code: (chunks) => <Code>{chunks}</Code> }}
          />
        </Text>
        <QueryStateList
          rows={[
            ['status', health.status],
            ['isFetching', String(health.isFetching)],
            [
              'dataUpdatedAt',
              health.dataUpdatedAt
                ? intl.formatTime(new Date(health.dataUpdatedAt), {
                    hour: 'numeric',
                    minute: '2-digit',
                    second: '2-digit',
                  })
                : intl.formatMessage({ id: 'common.demoNever' }),
            ],
            ['error', health.error?.message ?? intl.formatMessage({ id: 'common.demoNone' })],
          ]}
        />
        <Code block aria-label={intl.formatMessage({ id: 'common.demoResponseBody' })}>
          {body || intl.formatMessage({ id: 'common.demoNoData' })}
        </Code>
        <Button onClick={() => void health.refetch()} loading={health.isFetching}>
          {intl.formatMessage({ id: 'common.demoRefetch' })}
        </Button>
      </Stack>
    </Card>
  );
}

import { Button, Card, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { healthQueryOptions } from '@/features/health/queries';
import { QueryStateList } from './query-state-list';

export function HealthCard() {
  const health = useQuery(healthQueryOptions());
  const body = health.data === undefined ? '' : JSON.stringify(health.data, null, 2);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack>
        <Title order={2} size="h3">
          Server health
        </Title>
        <Text size="sm" c="dimmed">
          A query of <Code>GET /health</Code>. It stays fresh for five minutes; Refetch asks again
          now.
        </Text>
        <QueryStateList
          rows={[
            ['status', health.status],
            ['isFetching', String(health.isFetching)],
            [
              'dataUpdatedAt',
              health.dataUpdatedAt ? new Date(health.dataUpdatedAt).toLocaleTimeString() : 'never',
            ],
            ['error', health.error?.message ?? 'none'],
          ]}
        />
        <Code block aria-label="Response body">
          {body || 'No data yet.'}
        </Code>
        <Button onClick={() => void health.refetch()} loading={health.isFetching}>
          Refetch
        </Button>
      </Stack>
    </Card>
  );
}

import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../tenancy/format-time';
import type { ClientCredit } from './queries';

/** Each pack or pass in use with what is left of it and until when, and how many lapsed. */
export function CreditGrants({
  credits,
  zone,
  empty = 'No packs or passes in use.',
}: {
  credits: ClientCredit[];
  zone: string;
  empty?: string;
}) {
  const current = credits.filter((grant) => grant.valid);
  const lapsed = credits.length - current.length;
  return (
    <>
      {current.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        current.map((grant) => (
          <Stack key={grant.grant_id} gap={4}>
            <Group justify="space-between" gap="xs">
              <Text fw={500}>{grant.option_name}</Text>
              {grant.credits_granted === null ? (
                <Badge variant="light">Unlimited pass</Badge>
              ) : (
                <Text size="sm">
                  {grant.credits_remaining} of {grant.credits_granted} credits left
                </Text>
              )}
            </Group>
            {grant.credits_granted !== null && (
              <Progress
                value={(100 * (grant.credits_remaining ?? 0)) / grant.credits_granted}
                aria-label={`${grant.option_name}: credits left`}
              />
            )}
            <Text size="xs" c="dimmed">
              Valid until {formatDateTime(grant.expires_at, zone)}
            </Text>
          </Stack>
        ))
      )}
      {lapsed > 0 && (
        <Text size="sm" c="dimmed">
          {lapsed} earlier pack{lapsed === 1 ? '' : 's'} or pass{lapsed === 1 ? '' : 'es'} expired.
        </Text>
      )}
    </>
  );
}

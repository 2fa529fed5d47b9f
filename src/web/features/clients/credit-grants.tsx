import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../tenancy/format-time';
import type { ClientCredit } from './queries';

/** Each pack or pass in use with what is left of it and until when, and how many lapsed. */
export function CreditGrants({
  credits,
  zone,
  empty,
}: {
  credits: ClientCredit[];
  zone: string;
  /** What no pack or pass in use says; "No packs or passes in use." unless given. */
  empty?: string;
}) {
  const intl = useIntl();
  const current = credits.filter((grant) => grant.valid);
  const lapsed = credits.length - current.length;
  return (
    <>
      {current.length === 0 ? (
        <Text c="dimmed">{empty ?? intl.formatMessage({ id: 'clients.noCreditsInUse' })}</Text>
      ) : (
        current.map((grant) => {
          // A grant whose option was removed still counts: it is named by what it holds.
          const name = grant.option_name ?? intl.formatMessage({ id: 'clients.creditsUnnamed' });
          return (
            <Stack key={grant.grant_id} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={500}>{name}</Text>
                {grant.credits_granted === null ? (
                  <Badge variant="light">
                    <FormattedMessage id="clients.unlimitedPass" />
                  </Badge>
                ) : (
                  <Text size="sm">
                    <FormattedMessage
                      id="clients.creditsLeftOf"
                      values={{
                        remaining: grant.credits_remaining ?? 0,
                        granted: grant.credits_granted,
                      }}
                    />
                  </Text>
                )}
              </Group>
              {grant.credits_granted !== null && (
                <Progress
                  value={(100 * (grant.credits_remaining ?? 0)) / grant.credits_granted}
                  aria-label={intl.formatMessage({ id: 'clients.creditsLeftLabel' }, { name })}
                />
              )}
              <Text size="xs" c="dimmed">
                <FormattedMessage
                  id="clients.validUntil"
                  values={{ date: formatDateTime(grant.expires_at, zone, intl.locale) }}
                />
              </Text>
            </Stack>
          );
        })
      )}
      {lapsed > 0 && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="clients.grantsExpired" values={{ count: lapsed }} />
        </Text>
      )}
    </>
  );
}

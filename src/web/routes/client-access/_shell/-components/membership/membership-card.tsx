import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClientProfile } from '@/features/client-profile/use-client-profile';
import { standingColours, type Standing } from '@/features/memberships/standing';
import { isolate } from '@/features/registration/bidi';
import { allowanceLeft } from '@/features/registration/membership-choices';
import type { OwnMembership } from '@/features/registration/queries';
import { formatMoney } from '@/features/tenancy/format-money';
import { formatDateTime } from '@/features/tenancy/format-time';
import { SummaryList } from '../../register/-components/summary-list';
import { CancelMembership, KeepMembership } from './cancel-membership';
import { FreezeMembership } from './freeze-membership';
import { UpdateCard } from './update-card';

type Action = 'card' | 'freeze' | 'cancel' | null;

/**
 * One membership as its client sees it (issue 35, point 6): the plan and where it stands, the
 * classes left this period, when the period ends, the next charge, and what they can do: update
 * the card, freeze it, cancel it or keep it. One action opens at a time, below the facts.
 */
export function MembershipCard({
  membership,
  openCard,
}: {
  membership: OwnMembership;
  /** Opened from the declined-renewal message: the card form shows at once. */
  openCard: boolean;
}) {
  const intl = useIntl();
  const { tenant } = useClientProfile();
  const [action, setAction] = useState<Action>(openCard ? 'card' : null);
  const headingId = `membership-${membership.id}`;
  const when = (instant: string) => formatDateTime(instant, tenant.time_zone, intl.locale);
  const money = (minor: number) => formatMoney(minor, membership.currency, intl.locale);
  const standing = membership.standing ?? 'ended';
  const owes = membership.overdue_minor > 0;
  const byCard = membership.pays_by === 'card';

  const items: [string, string][] = [
    [
      intl.formatMessage({ id: 'membership.allowanceHeading' }),
      allowanceLeft(membership.allowance_left, intl),
    ],
  ];
  if (membership.period_ends_at)
    items.push([
      intl.formatMessage({ id: 'membership.periodEnds' }),
      when(membership.period_ends_at),
    ]);
  items.push([
    intl.formatMessage({ id: 'membership.nextCharge' }),
    membership.next_charge_at && membership.next_charge_minor !== null
      ? intl.formatMessage(
          { id: 'membership.nextChargeOn' },
          { amount: money(membership.next_charge_minor), date: when(membership.next_charge_at) },
        )
      : intl.formatMessage({ id: 'membership.noNextCharge' }),
  ]);
  if (membership.ends_at)
    items.push([intl.formatMessage({ id: 'membership.endsOn' }), when(membership.ends_at)]);
  if (owes)
    items.push([intl.formatMessage({ id: 'membership.overdue' }), money(membership.overdue_minor)]);

  const toggle = (next: Exclude<Action, null>) => setAction(action === next ? null : next);
  return (
    <Paper withBorder p="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {isolate(membership.plan_name, intl)}
          </Title>
          <Badge color={standingColours[standing as Standing] ?? 'gray'} variant="light">
            {intl.formatMessage({ id: 'membership.standing' }, { standing })}
          </Badge>
        </Group>
        {owes && byCard && (
          <Text size="sm" role="note">
            {intl.formatMessage(
              { id: 'membership.overdueNote' },
              { amount: money(membership.overdue_minor) },
            )}
          </Text>
        )}
        <SummaryList items={items} />
        <Group gap="sm">
          {byCard && (
            <Button
              variant={owes ? 'filled' : 'default'}
              onClick={() => toggle('card')}
              aria-expanded={action === 'card'}
            >
              {intl.formatMessage({ id: 'membership.updateCard' })}
            </Button>
          )}
          {standing !== 'frozen' && (
            <Button
              variant="default"
              onClick={() => toggle('freeze')}
              aria-expanded={action === 'freeze'}
            >
              {intl.formatMessage({ id: 'membership.freeze' })}
            </Button>
          )}
          {membership.ends_at === null ? (
            <Button
              variant="default"
              color="red"
              onClick={() => toggle('cancel')}
              aria-expanded={action === 'cancel'}
            >
              {intl.formatMessage({ id: 'membership.cancel' })}
            </Button>
          ) : (
            <KeepMembership membership={membership} />
          )}
        </Group>
        {action === 'card' && (
          <UpdateCard membership={membership} onClose={() => setAction(null)} />
        )}
        {action === 'freeze' && (
          <FreezeMembership membership={membership} onClose={() => setAction(null)} />
        )}
        {action === 'cancel' && (
          <CancelMembership membership={membership} onClose={() => setAction(null)} />
        )}
      </Stack>
    </Paper>
  );
}

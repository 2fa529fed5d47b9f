import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ResponsiveList, type ListColumn } from '@/components/responsive-list';
import { TitledSection } from '@/components/titled-section';
import type { SubscriptionHistory } from '@/features/memberships/queries';
import { billingWord } from '@/features/memberships/standing';
import { formatDateTime, formatDay } from '@/features/tenancy/format-time';
import { formatMoney } from '@/features/tenancy/format-money';
import { useMembership } from '@/features/tenancy/use-tenant';

type Period = SubscriptionHistory['periods'][number];

/**
 * A membership's history: each period with its dates, amount, how its charge went (the tries,
 * the next one, the provider's last answer in its words) and the freezes.
 */
export function PeriodHistory({
  id,
  plan,
  currency,
  history,
}: {
  id: string;
  plan: string;
  currency: string;
  history: SubscriptionHistory | undefined;
}) {
  const intl = useIntl();
  const { tenant } = useMembership();
  const when = (instant: string) => formatDateTime(instant, tenant.time_zone, intl.locale);
  const columns: ListColumn<Period>[] = [
    {
      header: intl.formatMessage({ id: 'memberships.columnPeriod' }),
      cell: (period) => intl.formatNumber(period.number),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnDates' }),
      cell: (period) =>
        intl.formatMessage(
          { id: 'memberships.dates' },
          { from: when(period.starts_at), to: when(period.ends_at) },
        ),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnAmount' }),
      align: 'end',
      card: 'aside',
      cell: (period) => formatMoney(period.amount_minor, currency, intl.locale),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnPayment' }),
      cell: (period) => (
        <Stack gap={2}>
          <Text size="sm">{intl.formatMessage({ id: billingWord(period.billing) })}</Text>
          {period.next_attempt_at && period.billing === 'retrying' && (
            <Text size="xs" c="dimmed">
              {intl.formatMessage(
                { id: 'memberships.nextTry' },
                { date: when(period.next_attempt_at) },
              )}
            </Text>
          )}
          {period.last_error_message && (
            <Text size="xs" c="red.8">
              {intl.formatMessage(
                { id: 'memberships.lastError' },
                { reason: period.last_error_message },
              )}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: intl.formatMessage({ id: 'memberships.columnAttempts' }),
      cell: (period) => intl.formatNumber(period.attempts),
    },
  ];
  const freezes = history?.freezes ?? [];
  return (
    <Stack gap="md">
      <TitledSection
        id={`${id}-periods`}
        title={intl.formatMessage({ id: 'memberships.periodsTitle' })}
        empty={
          (history?.periods.length ?? 0) === 0 && intl.formatMessage({ id: 'memberships.none' })
        }
      >
        <ResponsiveList
          label={intl.formatMessage({ id: 'memberships.periodsLabel' }, { plan })}
          rows={history?.periods ?? []}
          rowKey={(period) => String(period.number)}
          columns={columns}
        />
      </TitledSection>
      <TitledSection
        id={`${id}-freezes`}
        title={intl.formatMessage({ id: 'memberships.freezesTitle' })}
        empty={freezes.length === 0 && intl.formatMessage({ id: 'memberships.noFreezes' })}
      >
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {freezes.map((freeze) => (
            <Text component="li" size="sm" key={freeze.id}>
              {intl.formatMessage(
                { id: 'memberships.dates' },
                {
                  from: formatDay(freeze.starts_on, intl.locale),
                  to: formatDay(freeze.ends_on, intl.locale),
                },
              )}
            </Text>
          ))}
        </Stack>
      </TitledSection>
    </Stack>
  );
}

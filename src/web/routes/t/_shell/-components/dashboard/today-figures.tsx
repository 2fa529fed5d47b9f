import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { Today } from '@/features/desk/queries';
import { formatMoney } from '@/features/tenancy/format-money';

/** One figure of the dashboard: what it counts, its value, and a line that explains it. */
export function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The day in three numbers: sessions, arrivals, money taken; written as the reader's language does. */
export function TodayFigures({ today }: { today: Today }) {
  const intl = useIntl();
  const places = today.sessions.reduce((sum, session) => sum + session.capacity, 0);
  const booked = today.sessions.reduce((sum, session) => sum + session.confirmed, 0);
  const money = (minor: number) => formatMoney(minor, today.currency, intl.locale);
  return (
    <section aria-labelledby="today-figures">
      <Text id="today-figures" component="h2" fw={700} fz="lg" mb="sm">
        {intl.formatMessage({ id: 'dashboard.figuresTitle' })}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure
          label={intl.formatMessage({ id: 'dashboard.sessions' })}
          value={intl.formatNumber(today.sessions.length)}
          detail={intl.formatMessage({ id: 'dashboard.placesBooked' }, { booked, places })}
        />
        <Figure
          label={intl.formatMessage({ id: 'dashboard.arrivals' })}
          value={intl.formatMessage(
            { id: 'dashboard.arrivalsValue' },
            { checkedIn: today.arrivals.checked_in, expected: today.arrivals.expected },
          )}
          detail={intl.formatMessage({ id: 'dashboard.arrivalsDetail' })}
        />
        <Figure
          label={intl.formatMessage({ id: 'dashboard.revenue' })}
          value={money(today.revenue.net_minor)}
          detail={intl.formatMessage(
            { id: 'dashboard.revenueDetail' },
            {
              taken: money(today.revenue.payments_minor),
              refunded: money(today.revenue.refunds_minor),
            },
          )}
        />
      </SimpleGrid>
    </section>
  );
}

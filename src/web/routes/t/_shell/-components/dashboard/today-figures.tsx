import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Today } from '@/features/desk/queries';
import { formatMoney } from '@/features/tenancy/format-money';

function Figure({ label, value, detail }: { label: string; value: string; detail: string }) {
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

/** The day in three numbers: sessions, arrivals, money taken. */
export function TodayFigures({ today, locale }: { today: Today; locale: string }) {
  const places = today.sessions.reduce((sum, session) => sum + session.capacity, 0);
  const booked = today.sessions.reduce((sum, session) => sum + session.confirmed, 0);
  const money = (minor: number) => formatMoney(minor, today.currency, locale);
  return (
    <section aria-labelledby="today-figures">
      <Text id="today-figures" component="h2" fw={700} fz="lg" mb="sm">
        Today in numbers
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure
          label="Sessions"
          value={String(today.sessions.length)}
          detail={`${booked} of ${places} places booked`}
        />
        <Figure
          label="Arrivals"
          value={`${today.arrivals.checked_in} / ${today.arrivals.expected}`}
          detail="checked in of expected"
        />
        <Figure
          label="Revenue"
          value={money(today.revenue.net_minor)}
          detail={`${money(today.revenue.payments_minor)} taken, ${money(today.revenue.refunds_minor)} refunded`}
        />
      </SimpleGrid>
    </section>
  );
}

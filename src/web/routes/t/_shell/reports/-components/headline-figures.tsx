import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { change } from '@/features/reports/report-figures';
import { formatMoney } from '@/features/tenancy/format-money';

/** How a kind of figure is written, and how its change from before is. */
export interface FigureStyle {
  value: (figure: number) => string;
  difference: (difference: number) => string;
  /** Whether the change is also said as a share of before (not for shares themselves). */
  relative: boolean;
}

export const countStyle = (intl: IntlShape): FigureStyle => ({
  value: (figure) => intl.formatNumber(figure),
  difference: (difference) => intl.formatNumber(difference, { signDisplay: 'exceptZero' }),
  relative: true,
});

export const moneyStyle = (intl: IntlShape, currency: string): FigureStyle => ({
  value: (minor) => formatMoney(minor, currency, intl.locale),
  difference: (minor) => formatMoney(minor, currency, intl.locale, { signed: true }),
  relative: true,
});

/** Percentages with one decimal (percentOf); their change is in points, not a share of them. */
export const percentStyle = (intl: IntlShape): FigureStyle => ({
  value: (percent) =>
    intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 }),
  difference: (points) =>
    intl.formatNumber(points / 100, {
      style: 'percent',
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    }),
  relative: false,
});

export interface HeadlineFigure {
  label: string;
  /** Null when there is nothing to count (a share of nothing), or not known. */
  current: number | null;
  previous: number | null | undefined;
  style: FigureStyle;
  /** Said instead of the value when it is null. */
  none?: string;
}

/** The headline figures: each with its value, the period before's, and the change. */
export function HeadlineFigures({ figures }: { figures: HeadlineFigure[] }) {
  const intl = useIntl();
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" m={0}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md" data-figure={figure.label}>
          <Text component="dt" size="sm" c="dimmed" fw={600}>
            {figure.label}
          </Text>
          <Text component="dd" m={0} fz={24} fw={700} lh={1.3} data-value>
            {valueText(figure)}
          </Text>
          <Text component="dd" m={0} size="sm" c="dimmed">
            {changeText(figure, intl)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

// A dash where a figure cannot be counted and nothing is said instead.
const valueText = ({ current, none = '—', style }: HeadlineFigure) =>
  current === null ? none : style.value(current);

function changeText({ current, previous, style }: HeadlineFigure, intl: IntlShape): string {
  if (current === null || previous === null || previous === undefined) return '';
  const { difference, percent } = change(current, previous);
  const moved =
    difference === 0
      ? intl.formatMessage({ id: 'reports.noChange' })
      : style.relative && percent !== null
        ? intl.formatMessage(
            { id: 'reports.changeWithPercent' },
            {
              difference: style.difference(difference),
              percent: percentStyle(intl).difference(percent),
            },
          )
        : style.difference(difference);
  return intl.formatMessage(
    { id: 'reports.beforeAndChange' },
    { value: style.value(previous), change: moved },
  );
}

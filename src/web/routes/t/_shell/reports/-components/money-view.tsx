import { SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { moneyTable } from '@/features/reports/report-csv';
import type { MoneyMoved, MoneyReport } from '@/features/reports/report-shapes';
import { soldWords, wayWords } from '@/features/reports/report-words';
import { FiguresTable, type FigureColumn } from './figures-table';
import { HeadlineFigures, moneyStyle } from './headline-figures';
import { Bars, Donut, chartColours } from './report-charts';
import { ReportPanel } from './report-panel';
import { useReport, type ViewProps } from './use-report';

/** Money taken and refunded, by way of paying, by what was sold and by service; fees; owed. */
export function MoneyView({ asks }: ViewProps) {
  const intl = useIntl();
  const { current, previous } = useReport('money', asks);
  return (
    <ReportPanel
      view="money"
      ask={asks.current}
      current={current}
      table={(report) => moneyTable(report, intl)}
      isEmpty={(report) =>
        report.by_way.length === 0 && report.fees_charged_minor === 0 && !report.owed_at_end_minor
      }
      emptyText={intl.formatMessage({ id: 'reports.noMoney' })}
    >
      {(report) => <MoneyFigures report={report} before={previous.data} />}
    </ReportPanel>
  );
}

type Line = MoneyMoved & { key: string; name: string };

function MoneyFigures({
  report,
  before,
}: {
  report: MoneyReport;
  before?: MoneyReport | undefined;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const money = moneyStyle(intl, report.currency);
  const figure = (label: MessageId, pick: (report: MoneyReport) => number | null) => ({
    label: say(label),
    current: pick(report),
    previous: before && pick(before),
    style: money,
  });
  const ways: Line[] = report.by_way.map((line) => ({
    ...line,
    key: line.way,
    name: say(wayWords[line.way]),
  }));
  const sold: Line[] = report.by_sold.map((line) => ({
    ...line,
    key: line.sold,
    name: say(soldWords[line.sold]),
  }));
  const services: Line[] = report.by_service.map((line) => ({
    ...line,
    key: line.service_id ?? '',
    name: line.name ?? say('reports.noService'),
  }));
  const columns = (first: MessageId): FigureColumn<Line>[] => [
    { header: say(first), cell: (line) => line.name },
    { header: say('reports.taken'), cell: (line) => money.value(line.taken_minor), figure: true },
    {
      header: say('reports.refunded'),
      cell: (line) => money.value(line.refunded_minor),
      figure: true,
    },
    {
      header: say('reports.net'),
      cell: (line) => money.value(line.taken_minor - line.refunded_minor),
      figure: true,
    },
  ];
  // Every payment has a way, a kind of sale and a service (or none): each table adds up to all.
  const totals = [
    say('reports.total'),
    money.value(report.taken_minor),
    money.value(report.refunded_minor),
    money.value(report.net_minor),
  ];
  const shares = (lines: Line[]) =>
    lines
      .filter((line) => line.taken_minor > 0)
      .map((line, index) => ({
        name: line.name,
        value: line.taken_minor,
        color: chartColours[index % chartColours.length] ?? 'blue.6',
      }));
  const table = (caption: MessageId, first: MessageId, lines: Line[]) => (
    <FiguresTable
      caption={say(caption)}
      columns={columns(first)}
      rows={lines}
      rowKey={(line) => line.key}
      footer={totals}
    />
  );
  return (
    <>
      <HeadlineFigures
        figures={[
          figure('reports.taken', (r) => r.taken_minor),
          figure('reports.refunded', (r) => r.refunded_minor),
          figure('reports.net', (r) => r.net_minor),
          figure('reports.feesCharged', (r) => r.fees_charged_minor),
          {
            ...figure('reports.owedAtEnd', (r) => r.owed_at_end_minor),
            none: say('reports.owedNotCounted'),
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Stack gap="sm">
          <Donut data={shares(ways)} format={money.value} />
          {table('reports.byWay', 'reports.way', ways)}
        </Stack>
        <Stack gap="sm">
          <Donut data={shares(sold)} format={money.value} />
          {table('reports.bySold', 'reports.sold', sold)}
        </Stack>
      </SimpleGrid>
      <Stack gap="sm">
        <Bars
          data={services.map((line) => ({
            name: line.name,
            taken: line.taken_minor,
            refunded: line.refunded_minor,
          }))}
          dataKey="name"
          series={[
            { name: 'taken', label: say('reports.taken'), color: 'teal.6' },
            { name: 'refunded', label: say('reports.refunded'), color: 'red.6' },
          ]}
          format={money.value}
        />
        {table('reports.byService', 'reports.service', services)}
      </Stack>
    </>
  );
}

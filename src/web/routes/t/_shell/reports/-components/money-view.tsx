import { SimpleGrid, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { moneyTable } from '@/features/reports/report-csv';
import type { MoneyMoved, MoneyReport } from '@/features/reports/report-shapes';
import { soldWords, wayWords } from '@/features/reports/report-words';
import { FiguresTable, type FigureColumn } from './figures-table';
import { HeadlineFigures, moneyStyle } from './headline-figures';
import { Bars } from './report-charts';
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
        report.by_way.length === 0 && report.by_sold.length === 0 && !report.owed_at_end_minor
      }
      emptyText={intl.formatMessage({ id: 'reports.noMoney' })}
    >
      {(report) => <MoneyFigures report={report} before={previous.data} />}
    </ReportPanel>
  );
}

type Way = MoneyMoved & { key: string; name: string };
type Sale = { key: string; name: string; charged_minor: number };

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
  // Taken, refunded and owed are the business's: under a filter the screen says so.
  const figure = (label: MessageId, pick: (report: MoneyReport) => number | null) => ({
    label: say(label),
    current: pick(report),
    previous: before && pick(before),
    style: money,
    none: say('reports.owedNotCounted'),
  });
  const ways: Way[] = report.by_way.map((line) => ({
    ...line,
    key: line.way,
    name: say(wayWords[line.way]),
  }));
  const sold: Sale[] = report.by_sold.map((line) => ({
    ...line,
    key: line.sold,
    name: say(soldWords[line.sold]),
  }));
  const services: Sale[] = report.by_service.map((line) => ({
    ...line,
    key: line.service_id ?? '',
    name: line.name ?? say('reports.noService'),
  }));
  const wayColumns: FigureColumn<Way>[] = [
    { header: say('reports.way'), cell: (line) => line.name },
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
  const salesTable = (caption: MessageId, first: MessageId, lines: Sale[]) => (
    <FiguresTable
      caption={say(caption)}
      columns={[
        { header: say(first), cell: (line) => line.name },
        {
          header: say('reports.charged'),
          cell: (line) => money.value(line.charged_minor),
          figure: true,
        },
      ]}
      rows={lines}
      rowKey={(line) => line.key}
      // Every sale has a kind and a service (or none): each table adds up to all that was sold.
      footer={[say('reports.total'), money.value(report.sold_minor)]}
      minWidth={320}
    />
  );
  const bars = (first: MessageId, value: MessageId, lines: { name: string; value: number }[]) => (
    <Bars
      data={lines}
      format={money.value}
      barsLabel={say(first)}
      valueLabel={say(value)}
      color="teal.2"
    />
  );
  const charged = (lines: Sale[]) =>
    lines.map((line) => ({ name: line.name, value: line.charged_minor }));
  return (
    <>
      <HeadlineFigures
        figures={[
          figure('reports.taken', (r) => r.taken_minor),
          figure('reports.refunded', (r) => r.refunded_minor),
          figure('reports.net', (r) => r.net_minor),
          figure('reports.owedAtEnd', (r) => r.owed_at_end_minor),
          figure('reports.sold', (r) => r.sold_minor),
          figure('reports.feesCharged', (r) => r.fees_charged_minor),
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        {ways.length > 0 && (
          <Stack gap="sm">
            {bars(
              'reports.way',
              'reports.taken',
              ways.map((line) => ({ name: line.name, value: line.taken_minor })),
            )}
            <FiguresTable
              caption={say('reports.byWay')}
              columns={wayColumns}
              rows={ways}
              rowKey={(line) => line.key}
              footer={[
                say('reports.total'),
                money.value(report.taken_minor ?? 0),
                money.value(report.refunded_minor ?? 0),
                money.value(report.net_minor ?? 0),
              ]}
            />
          </Stack>
        )}
        <Stack gap="sm">
          {bars('reports.sold', 'reports.charged', charged(sold))}
          {salesTable('reports.bySold', 'reports.sold', sold)}
        </Stack>
        <Stack gap="sm">
          {bars('reports.service', 'reports.charged', charged(services))}
          {salesTable('reports.byService', 'reports.service', services)}
        </Stack>
      </SimpleGrid>
    </>
  );
}

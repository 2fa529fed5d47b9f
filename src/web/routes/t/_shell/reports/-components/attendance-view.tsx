import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { attendanceTable } from '@/features/reports/report-csv';
import { utilisation } from '@/features/reports/report-figures';
import type { AttendanceCounts, AttendanceReport } from '@/features/reports/report-shapes';
import { FiguresTable, type FigureColumn } from './figures-table';
import { HeadlineFigures, countStyle, percentStyle } from './headline-figures';
import { HeatmapTable } from './heatmap-table';
import { Bars } from './report-charts';
import { ReportPanel } from './report-panel';
import { useReport, type ViewProps } from './use-report';

type ServiceLine = AttendanceReport['by_service'][number];
type StaffLine = AttendanceCounts & { staff_id: string | null; name: string };

/** Sessions held, places booked and attended, by service, staff member, weekday and hour. */
export function AttendanceView({ asks }: ViewProps) {
  const intl = useIntl();
  const { current, previous } = useReport('attendance', asks);
  return (
    <ReportPanel
      view="attendance"
      ask={asks.current}
      current={current}
      table={(report) => attendanceTable(report, intl)}
      isEmpty={(report) => report.sessions === 0}
      emptyText={intl.formatMessage({ id: 'reports.noSessions' })}
    >
      {(report) => <AttendanceFigures report={report} before={previous.data} />}
    </ReportPanel>
  );
}

function AttendanceFigures({
  report,
  before,
}: {
  report: AttendanceReport;
  before?: AttendanceReport | undefined;
}) {
  const intl = useIntl();
  const count = countStyle(intl);
  const percent = percentStyle(intl);
  const say = (id: MessageId) => intl.formatMessage({ id });
  const counted = (label: string, pick: (counts: AttendanceCounts) => number) => ({
    label,
    current: pick(report),
    previous: before && pick(before),
    style: count,
  });
  const shareText = (counts: AttendanceCounts) => {
    const share = utilisation(counts);
    return share === null ? '—' : percent.value(share);
  };
  // Each breakdown's figures, and its totals row: the headline's figures.
  const figures: [MessageId, (counts: AttendanceCounts) => string][] = [
    ['reports.sessions', (counts) => count.value(counts.sessions)],
    ['reports.offered', (counts) => count.value(counts.offered)],
    ['reports.booked', (counts) => count.value(counts.booked)],
    ['reports.utilisation', shareText],
    ['reports.attended', (counts) => count.value(counts.attended)],
    ['reports.noShows', (counts) => count.value(counts.no_shows)],
    ['reports.lateCancels', (counts) => count.value(counts.late_cancels)],
  ];
  const columns = <Row extends AttendanceCounts>(name: FigureColumn<Row>): FigureColumn<Row>[] => [
    name,
    ...figures.map(([id, cell]) => ({ header: say(id), cell, figure: true })),
  ];
  const totals = [say('reports.total'), ...figures.map(([, cell]) => cell(report))];
  const utilisationBars = (lines: { name: string; booked: number; offered: number }[]) =>
    lines.map((line) => ({ name: line.name, utilisation: utilisation(line) ?? 0 }));
  const barSeries = [{ name: 'utilisation', label: say('reports.utilisation'), color: 'blue.6' }];
  const byStaff = report.by_staff.map((line) => ({
    ...line,
    name: line.name ?? say('reports.noInstructor'),
  }));
  return (
    <>
      <HeadlineFigures
        figures={[
          counted(say('reports.sessions'), (counts) => counts.sessions),
          counted(say('reports.booked'), (counts) => counts.booked),
          {
            label: say('reports.utilisation'),
            current: utilisation(report),
            previous: before && utilisation(before),
            style: percent,
          },
          counted(say('reports.attended'), (counts) => counts.attended),
          counted(say('reports.noShows'), (counts) => counts.no_shows),
          counted(say('reports.lateCancels'), (counts) => counts.late_cancels),
        ]}
      />
      <Text size="sm" c="dimmed">
        {say('reports.utilisationNote')}
      </Text>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="xl">
        <Stack gap="sm">
          <Bars
            data={utilisationBars(report.by_service)}
            dataKey="name"
            series={barSeries}
            format={(value) => percent.value(value)}
            percent
          />
          <FiguresTable
            caption={say('reports.byService')}
            columns={columns<ServiceLine>({
              header: say('reports.service'),
              cell: (line) => line.name,
            })}
            rows={report.by_service}
            rowKey={(line) => line.service_id}
            footer={totals}
            minWidth={760}
          />
        </Stack>
        <Stack gap="sm">
          <Bars
            data={utilisationBars(byStaff)}
            dataKey="name"
            series={barSeries}
            format={(value) => percent.value(value)}
            percent
          />
          <FiguresTable
            caption={say('reports.byStaff')}
            columns={columns<StaffLine>({
              header: say('reports.staffMember'),
              cell: (line) => line.name,
            })}
            rows={byStaff}
            rowKey={(line) => line.staff_id ?? ''}
            footer={totals}
            minWidth={760}
          />
        </Stack>
      </SimpleGrid>
      <HeatmapTable cells={report.heatmap} />
    </>
  );
}

import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shared/i18n/message-ids.ts';
import { staffTable } from '@/features/reports/report-csv';
import { hoursOf, total } from '@/features/reports/report-figures';
import type { StaffLine, StaffReport } from '@/features/reports/report-shapes';
import { FiguresTable } from './figures-table';
import { HeadlineFigures, countStyle, type FigureStyle } from './headline-figures';
import { Bars } from './report-charts';
import { ReportPanel } from './report-panel';
import { useReport, type ViewProps } from './use-report';

/** Each staff member's sessions, places and private hours: the basis of a payroll. */
export function StaffView({ asks }: ViewProps) {
  const intl = useIntl();
  const { current, previous } = useReport('staff', asks);
  return (
    <ReportPanel
      view="staff"
      ask={asks.current}
      current={current}
      table={(report) => staffTable(report, intl)}
      isEmpty={(report) => report.staff.length === 0}
      emptyText={intl.formatMessage({ id: 'reports.noStaffSessions' })}
    >
      {(report) => <StaffFigures report={report} before={previous.data} />}
    </ReportPanel>
  );
}

function StaffFigures({
  report,
  before,
}: {
  report: StaffReport;
  before?: StaffReport | undefined;
}) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const count = countStyle(intl);
  // Hours to two decimals, as the CSV has them (hoursOf).
  const hours: FigureStyle = {
    value: (value) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
    difference: (value) =>
      intl.formatNumber(value, { maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
    relative: true,
  };
  const figures: { id: MessageId; pick: (lines: StaffLine[]) => number; style: FigureStyle }[] = [
    { id: 'reports.groupSessions', pick: (lines) => total(lines, (l) => l.sessions), style: count },
    { id: 'reports.booked', pick: (lines) => total(lines, (l) => l.booked), style: count },
    { id: 'reports.attended', pick: (lines) => total(lines, (l) => l.attended), style: count },
    {
      id: 'reports.appointments',
      pick: (lines) => total(lines, (l) => l.appointments),
      style: count,
    },
    {
      id: 'reports.privateHours',
      pick: (lines) => hoursOf(total(lines, (l) => l.private_minutes)),
      style: hours,
    },
  ];
  return (
    <>
      <HeadlineFigures
        figures={figures.map(({ id, pick, style }) => ({
          label: say(id),
          current: pick(report.staff),
          previous: before && pick(before.staff),
          style,
        }))}
      />
      <Text size="sm" c="dimmed">
        {say('reports.payrollIntro')}
      </Text>
      <Bars
        data={report.staff.map((line) => ({
          name: line.name,
          sessions: line.sessions,
          appointments: line.appointments,
        }))}
        dataKey="name"
        series={[
          { name: 'sessions', label: say('reports.groupSessions'), color: 'blue.6' },
          { name: 'appointments', label: say('reports.appointments'), color: 'orange.6' },
        ]}
        format={count.value}
      />
      <FiguresTable
        caption={say('reports.viewStaff')}
        columns={[
          { header: say('reports.staffMember'), cell: (line) => line.name },
          ...figures.map(({ id, pick, style }) => ({
            header: say(id),
            cell: (line: StaffLine) => style.value(pick([line])),
            figure: true,
          })),
        ]}
        rows={report.staff}
        rowKey={(line) => line.staff_id}
        footer={[
          say('reports.total'),
          ...figures.map(({ pick, style }) => style.value(pick(report.staff))),
        ]}
        minWidth={680}
      />
    </>
  );
}

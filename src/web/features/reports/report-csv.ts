import type { Words } from '@shared/i18n/words.ts';
import { weekdayName } from '@shared/weekdays.ts';
import { spreadsheetCsv } from '../data/csv';
import { majorUnits } from '../desk/ledger-entry';
import { hourName, hoursOf, percentOf, total, utilisation } from './report-figures';
import type { Period } from './report-period';
import type { ReportView } from './report-search';
import type {
  AttendanceCounts,
  AttendanceReport,
  ClientsReport,
  MoneyMoved,
  MoneyReport,
  StaffReport,
} from './report-shapes';
import { soldWords, wayWords } from './report-words';

/**
 * Each report as one table for a spreadsheet: a first column says which part of the report a
 * row belongs to (the total, by service, ...), so one file holds the whole report, and its total
 * rows are the screen's figures. Money is in major units with a dot ("12.50", majorUnits),
 * shares are percentages with one decimal, hours have two: the numbers the screen shows.
 */
type Cell = string | number | null;
export interface ReportTable {
  header: string[];
  rows: Cell[][];
}

/** A report's table as the file people download (spreadsheetCsv: BOM, formulas neutralised). */
export function reportCsv({ header, rows }: ReportTable): string {
  return spreadsheetCsv(
    rows,
    header.map((name, index) => ({ header: name, value: (row: Cell[]) => row[index] })),
  );
}

/** "reports-money-2026-11-01-2026-11-30.csv" */
export function reportFileName(view: ReportView, { first, last }: Period): string {
  return `reports-${view}-${first}-${last}.csv`;
}

const attendanceFigures = (counts: AttendanceCounts): Cell[] => [
  counts.sessions,
  counts.offered,
  counts.booked,
  utilisation(counts),
  counts.attended,
  counts.no_shows,
  counts.late_cancels,
];

export function attendanceTable(report: AttendanceReport, words: Words): ReportTable {
  const say = words.formatMessage;
  return {
    header: [
      say({ id: 'reports.csvSection' }),
      say({ id: 'reports.csvName' }),
      say({ id: 'reports.sessions' }),
      say({ id: 'reports.offered' }),
      say({ id: 'reports.booked' }),
      say({ id: 'reports.csvUtilisation' }),
      say({ id: 'reports.attended' }),
      say({ id: 'reports.noShows' }),
      say({ id: 'reports.lateCancels' }),
    ],
    rows: [
      [say({ id: 'reports.csvTotal' }), null, ...attendanceFigures(report)],
      ...report.by_service.map((line) => [
        say({ id: 'reports.byService' }),
        line.name,
        ...attendanceFigures(line),
      ]),
      ...report.by_staff.map((line) => [
        say({ id: 'reports.byStaff' }),
        line.name ?? say({ id: 'reports.noInstructor' }),
        ...attendanceFigures(line),
      ]),
      ...report.heatmap.map((cell) => [
        say({ id: 'reports.byWeekdayHour' }),
        say(
          { id: 'reports.weekdayAtHour' },
          {
            weekday: weekdayName(cell.weekday, words.locale),
            hour: hourName(cell.hour, words.locale),
          },
        ),
        cell.sessions,
        cell.offered,
        cell.booked,
        utilisation(cell),
        null,
        null,
        null,
      ]),
    ],
  };
}

export function moneyTable(report: MoneyReport, words: Words): ReportTable {
  const say = words.formatMessage;
  const amount = (minor: number) => majorUnits(minor, report.currency);
  const moved = (line: MoneyMoved): Cell[] => [
    amount(line.taken_minor),
    amount(line.refunded_minor),
    amount(line.taken_minor - line.refunded_minor),
    null,
    null,
  ];
  const currency = { currency: report.currency };
  return {
    header: [
      say({ id: 'reports.csvSection' }),
      say({ id: 'reports.csvName' }),
      say({ id: 'reports.csvTaken' }, currency),
      say({ id: 'reports.csvRefunded' }, currency),
      say({ id: 'reports.csvNet' }, currency),
      say({ id: 'reports.csvFeesCharged' }, currency),
      say({ id: 'reports.csvOwedAtEnd' }, currency),
    ],
    rows: [
      [
        say({ id: 'reports.csvTotal' }),
        null,
        amount(report.taken_minor),
        amount(report.refunded_minor),
        amount(report.net_minor),
        amount(report.fees_charged_minor),
        report.owed_at_end_minor === null ? null : amount(report.owed_at_end_minor),
      ],
      ...report.by_way.map((line) => [
        say({ id: 'reports.byWay' }),
        say({ id: wayWords[line.way] }),
        ...moved(line),
      ]),
      ...report.by_sold.map((line) => [
        say({ id: 'reports.bySold' }),
        say({ id: soldWords[line.sold] }),
        ...moved(line),
      ]),
      ...report.by_service.map((line) => [
        say({ id: 'reports.byService' }),
        line.name ?? say({ id: 'reports.noService' }),
        ...moved(line),
      ]),
    ],
  };
}

/** `zone`: the business's, in which the last visits are written ("2026-11-03 18:00"). */
export function clientsTable(report: ClientsReport, words: Words, zone: string): ReportTable {
  const say = words.formatMessage;
  const local = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const { cohort, back_30, back_90 } = report.retention;
  const summary = say({ id: 'reports.csvSummary' });
  const retention = say({ id: 'reports.retention' });
  const atRisk = say({ id: 'reports.atRisk' });
  const figure = (section: string, name: string, count: number, share: number | null = null) => [
    section,
    name,
    count,
    share,
    null,
    null,
    null,
    null,
  ];
  return {
    header: [
      say({ id: 'reports.csvSection' }),
      say({ id: 'reports.csvName' }),
      say({ id: 'reports.csvCount' }),
      say({ id: 'reports.csvShare' }),
      say({ id: 'reports.visits' }),
      say({ id: 'reports.lastVisit' }),
      say({ id: 'reports.csvEmail' }),
      say({ id: 'reports.csvPhone' }),
    ],
    rows: [
      figure(summary, say({ id: 'reports.visits' }), report.visits),
      figure(summary, say({ id: 'reports.newClients' }), report.new_clients),
      figure(summary, say({ id: 'reports.returningClients' }), report.returning_clients),
      figure(retention, say({ id: 'reports.back30' }), back_30, percentOf(back_30, cohort)),
      figure(retention, say({ id: 'reports.back90' }), back_90, percentOf(back_90, cohort)),
      figure(
        atRisk,
        say({ id: 'reports.atRiskCount' }, { days: report.at_risk_days }),
        report.at_risk_count,
      ),
      ...report.at_risk.map((client) => [
        say({ id: 'reports.csvClientAtRisk' }),
        client.full_name,
        null,
        null,
        client.visits,
        local.format(new Date(client.last_visit)),
        client.email,
        client.phone,
      ]),
    ],
  };
}

export function staffTable(report: StaffReport, words: Words): ReportTable {
  const say = words.formatMessage;
  const lines = report.staff;
  const sum = (figure: (line: (typeof lines)[number]) => number) => total(lines, figure);
  return {
    header: [
      say({ id: 'reports.staffMember' }),
      say({ id: 'reports.sessions' }),
      say({ id: 'reports.booked' }),
      say({ id: 'reports.attended' }),
      say({ id: 'reports.appointments' }),
      say({ id: 'reports.privateHours' }),
    ],
    rows: [
      ...lines.map((line) => [
        line.name,
        line.sessions,
        line.booked,
        line.attended,
        line.appointments,
        hoursOf(line.private_minutes),
      ]),
      [
        say({ id: 'reports.csvTotal' }),
        sum((line) => line.sessions),
        sum((line) => line.booked),
        sum((line) => line.attended),
        sum((line) => line.appointments),
        hoursOf(sum((line) => line.private_minutes)),
      ],
    ],
  };
}

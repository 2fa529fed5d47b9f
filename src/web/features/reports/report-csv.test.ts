import { describe, expect, it } from 'vitest';
import { wordsIn } from '@shared/i18n/static-words.ts';
import { parseCsv } from '../data/csv';
import {
  attendanceTable,
  clientsTable,
  moneyTable,
  reportCsv,
  reportFileName,
  staffTable,
} from './report-csv';
import type { AttendanceReport, ClientsReport, MoneyReport, StaffReport } from './report-shapes';

const words = wordsIn('en');
const counts = { sessions: 3, offered: 30, booked: 20, attended: 18, no_shows: 1, late_cancels: 1 };

/** The file as a spreadsheet reads it: records by header. */
const recordsOf = (text: string) => parseCsv(text).records;

describe('the reports as CSV', () => {
  it('names the file after the report and its days', () => {
    expect(reportFileName('money', { first: '2026-11-01', last: '2026-11-30' })).toBe(
      'reports-money-2026-11-01-2026-11-30.csv',
    );
  });

  it('writes attendance with a total row of the headline figures, then each breakdown', () => {
    const report: AttendanceReport = {
      ...counts,
      by_service: [{ service_id: 's', name: '=Flow', ...counts }],
      by_staff: [{ staff_id: null, name: null, ...counts }],
      heatmap: [{ weekday: 1, hour: 7, sessions: 3, offered: 30, booked: 20 }],
    };
    const text = reportCsv(attendanceTable(report, words));
    expect(text.startsWith('\uFEFFSection,Name,Sessions,')).toBe(true);
    const records = recordsOf(text);
    expect(records[0]).toMatchObject({
      Section: 'Total',
      Name: '',
      Sessions: '3',
      'Places offered': '30',
      'Places booked': '20',
      'Utilisation (%)': '66.7',
      Attended: '18',
      'No-shows': '1',
      'Late cancels': '1',
    });
    // A service's name that could start a formula is neutralised.
    expect(records[1]).toMatchObject({ Section: 'By service', Name: "'=Flow" });
    expect(records[2]).toMatchObject({ Section: 'By staff member', Name: 'No instructor' });
    expect(records[3]).toMatchObject({
      Section: 'By weekday and hour',
      Name: 'Monday 7:00 AM',
      Attended: '',
    });
  });

  it('writes money in major units with a dot, to the penny, negative amounts as numbers', () => {
    const report: MoneyReport = {
      currency: 'GBP',
      taken_minor: 12_345,
      refunded_minor: 20_000,
      net_minor: -7_655,
      owed_at_end_minor: 1_050,
      by_way: [{ way: 'online', taken_minor: 12_345, refunded_minor: 20_000 }],
      sold_minor: 9_000,
      fees_charged_minor: 500,
      by_sold: [
        { sold: 'pack', charged_minor: 8_500 },
        { sold: 'fee', charged_minor: 500 },
      ],
      by_service: [{ service_id: null, name: null, charged_minor: 9_000 }],
    };
    const records = recordsOf(reportCsv(moneyTable(report, words)));
    expect(records[0]).toEqual({
      Section: 'Total',
      Name: '',
      'Taken (GBP)': '123.45',
      'Refunded (GBP)': '200.00',
      'Net (GBP)': '-76.55',
      'Sold (GBP)': '90.00',
      'Fees charged (GBP)': '5.00',
      'Owed at the end (GBP)': '10.50',
    });
    expect(
      records
        .slice(1)
        .map((record) => [record.Section, record.Name, record['Net (GBP)'], record['Sold (GBP)']]),
    ).toEqual([
      ['By way of paying', 'Card online', '-76.55', ''],
      ['By what was sold', 'Packs and passes', '', '85.00'],
      ['By what was sold', 'Fees', '', '5.00'],
      ['By service', 'Not tied to a service', '', '90.00'],
    ]);
  });

  it('leaves money taken out under a filter, where the database does not count it', () => {
    const report: MoneyReport = {
      currency: 'JPY',
      taken_minor: null,
      refunded_minor: null,
      net_minor: null,
      owed_at_end_minor: null,
      by_way: [],
      sold_minor: 1_500,
      fees_charged_minor: 0,
      by_sold: [{ sold: 'drop_in', charged_minor: 1_500 }],
      by_service: [{ service_id: 's', name: 'Yin Yoga', charged_minor: 1_500 }],
    };
    const [total] = recordsOf(reportCsv(moneyTable(report, words)));
    expect(total).toMatchObject({ 'Taken (JPY)': '', 'Net (JPY)': '', 'Sold (JPY)': '1500' });
  });

  it('writes the clients summary, retention shares and the at-risk list', () => {
    const report: ClientsReport = {
      visits: 40,
      new_clients: 3,
      returning_clients: 12,
      retention: { cohort: 3, back_30: 1, back_90: 2 },
      at_risk_days: 30,
      at_risk_count: 1,
      at_risk: [
        {
          client_id: 'c',
          full_name: 'Ada Lovelace',
          email: null,
          phone: '+44 7700 900123',
          last_visit: '2026-10-01T17:00:00Z',
          visits: 6,
        },
      ],
    };
    const records = recordsOf(reportCsv(clientsTable(report, words, 'Europe/London')));
    expect(
      records.map((record) => [record.Section, record.Name, record.Count, record['Share (%)']]),
    ).toEqual([
      ['Summary', 'Visits', '40', ''],
      ['Summary', 'New clients', '3', ''],
      ['Summary', 'Returning clients', '12', ''],
      ['Retention', 'Back within 30 days', '1', '33.3'],
      ['Retention', 'Back within 90 days', '2', '66.7'],
      ['At risk', 'Clients with no visit for 30 days', '1', ''],
      ['Client at risk', 'Ada Lovelace', '', ''],
    ]);
    expect(records[6]).toMatchObject({
      Visits: '6',
      'Last visit': '2026-10-01 18:00',
      Phone: "'+44 7700 900123",
    });
  });

  it('writes the payroll with a total row, hours to two decimals', () => {
    const line = { sessions: 2, booked: 10, attended: 9, appointments: 1, private_minutes: 50 };
    const report: StaffReport = {
      staff: [
        { staff_id: 'a', name: 'Maya Patel', ...line },
        { staff_id: 'b', name: 'Sam Staff', ...line },
      ],
    };
    const records = recordsOf(reportCsv(staffTable(report, words)));
    expect(records.map((record) => record['Staff member'])).toEqual([
      'Maya Patel',
      'Sam Staff',
      'Total',
    ]);
    expect(records[0]?.['Private hours']).toBe('0.83');
    // The total of the minutes, not of the rounded hours: what the screen's total says.
    expect(records[2]).toEqual({
      'Staff member': 'Total',
      'Group sessions': '4',
      'Places booked': '20',
      Attended: '18',
      'Private appointments': '2',
      'Private hours': '1.67',
    });
  });
});

import * as z from 'zod';

// What the report functions return (db/functions/public/report_*.sql): JSON, so each shape is
// checked here, once, and the screens and the exports read typed figures.

const count = z.number().int();
const minor = z.number().int();

const attendanceCounts = {
  sessions: count,
  offered: count,
  booked: count,
  attended: count,
  no_shows: count,
  late_cancels: count,
};

export const attendanceReport = z.object({
  ...attendanceCounts,
  by_service: z.array(z.object({ service_id: z.string(), name: z.string(), ...attendanceCounts })),
  // A session without an instructor counts under null.
  by_staff: z.array(
    z.object({ staff_id: z.string().nullable(), name: z.string().nullable(), ...attendanceCounts }),
  ),
  heatmap: z.array(
    z.object({
      weekday: z.number().int().min(1).max(7),
      hour: z.number().int().min(0).max(23),
      sessions: count,
      offered: count,
      booked: count,
    }),
  ),
});
export type AttendanceReport = z.infer<typeof attendanceReport>;
export type AttendanceCounts = Pick<AttendanceReport, keyof typeof attendanceCounts>;
export type HeatmapCell = AttendanceReport['heatmap'][number];

export const staffReport = z.object({
  staff: z.array(
    z.object({
      staff_id: z.string(),
      name: z.string(),
      sessions: count,
      booked: count,
      attended: count,
      appointments: count,
      private_minutes: count,
    }),
  ),
});
export type StaffReport = z.infer<typeof staffReport>;
export type StaffLine = StaffReport['staff'][number];

export const paymentWays = ['online', 'cash', 'card', 'bank_transfer', 'other'] as const;
export type PaymentWay = (typeof paymentWays)[number];
export const soldKinds = [
  'drop_in',
  'appointment',
  'pack',
  'membership',
  'fee',
  'account',
] as const;
export type SoldKind = (typeof soldKinds)[number];

const moneyMoved = { taken_minor: minor, refunded_minor: minor };

export const moneyReport = z.object({
  currency: z.string(),
  taken_minor: minor,
  refunded_minor: minor,
  net_minor: minor,
  fees_charged_minor: minor,
  // Not known for one service or staff member: what a client owes is not theirs.
  owed_at_end_minor: minor.nullable(),
  by_way: z.array(z.object({ way: z.enum(paymentWays), ...moneyMoved })),
  by_sold: z.array(z.object({ sold: z.enum(soldKinds), ...moneyMoved })),
  by_service: z.array(
    z.object({ service_id: z.string().nullable(), name: z.string().nullable(), ...moneyMoved }),
  ),
});
export type MoneyReport = z.infer<typeof moneyReport>;
export type MoneyMoved = { taken_minor: number; refunded_minor: number };

export const clientsReport = z.object({
  visits: count,
  new_clients: count,
  returning_clients: count,
  retention: z.object({ cohort: count, back_30: count, back_90: count }),
  at_risk_days: count,
  at_risk_count: count,
  at_risk: z.array(
    z.object({
      client_id: z.string(),
      full_name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      last_visit: z.string(),
      visits: count,
    }),
  ),
});
export type ClientsReport = z.infer<typeof clientsReport>;
export type AtRiskClient = ClientsReport['at_risk'][number];

import type { MessageId } from '@shared/i18n/message-ids.ts';
import type { PeriodPreset } from './report-period';
import type { PaymentWay, SoldKind } from './report-shapes';
import type { ReportView } from './report-search';

// The names of the reports' kinds of things, by value, for the screens and the exports alike.

export const viewWords = {
  attendance: 'reports.viewAttendance',
  money: 'reports.viewMoney',
  clients: 'reports.viewClients',
  staff: 'reports.viewStaff',
} as const satisfies Record<ReportView, MessageId>;

export const presetWords = {
  week: 'reports.presetWeek',
  month: 'reports.presetMonth',
  quarter: 'reports.presetQuarter',
  year: 'reports.presetYear',
  custom: 'reports.presetCustom',
} as const satisfies Record<PeriodPreset, MessageId>;

// 'card' is a card at the desk: a card paid online is 'online'.
export const wayWords = {
  online: 'reports.wayOnline',
  cash: 'reports.wayCash',
  card: 'reports.wayCard',
  bank_transfer: 'reports.wayBankTransfer',
  other: 'reports.wayOther',
} as const satisfies Record<PaymentWay, MessageId>;

export const soldWords = {
  drop_in: 'reports.soldDropIn',
  appointment: 'reports.soldAppointment',
  pack: 'reports.soldPack',
  membership: 'reports.soldMembership',
  fee: 'reports.soldFee',
  account: 'reports.soldAccount',
} as const satisfies Record<SoldKind, MessageId>;

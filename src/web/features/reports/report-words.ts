import type { MessageId } from '@shared/i18n/message-ids.ts';
import { methodWords } from '../desk/ledger-search';
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

// A way at the desk is the ledger's method, in its words; but 'card' there is a card at the
// desk, since a card paid online is 'online'.
export const wayWords = {
  ...methodWords,
  online: 'reports.wayOnline',
  card: 'reports.wayCard',
} as const satisfies Record<PaymentWay, MessageId>;

export const soldWords = {
  drop_in: 'reports.soldDropIn',
  appointment: 'reports.soldAppointment',
  pack: 'reports.soldPack',
  membership: 'reports.soldMembership',
  fee: 'reports.soldFee',
  other: 'reports.soldOther',
} as const satisfies Record<SoldKind, MessageId>;

import * as z from 'zod';
import { isUuid } from '@shared/uuid.ts';
import type { Role } from '../tenancy/permissions';
import {
  periodPresets,
  presetPeriod,
  previousPeriod,
  type Period,
  type PeriodPreset,
} from './report-period';

/** The reports, one view each; the first is the one a plain link opens. */
export const reportViews = ['attendance', 'money', 'clients', 'staff'] as const;
export type ReportView = (typeof reportViews)[number];

// Money and clients are the business's; a staff member sees the figures of their own sessions
// (the database refuses them the rest: app.require_admin_of, app.report_staff).
const staffViews: readonly ReportView[] = ['attendance', 'staff'];

/** The views a role may open, in the order of the tabs. */
export function viewsFor(role: Role): readonly ReportView[] {
  return role === 'staff' ? staffViews : reportViews;
}

/** The view shown: the one asked for when the role may open it, else the first. */
export function shownView(asked: ReportView, role: Role): ReportView {
  return viewsFor(role).includes(asked) ? asked : 'attendance';
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
  .optional()
  .catch(undefined);
const recordId = z.string().refine(isUuid).optional().catch(undefined);

/**
 * The reports screen's view, period and filters live in its address, so "November's money for
 * Vinyasa Flow" is a link; anything malformed falls back to the default rather than failing.
 */
export const reportSearch = z.object({
  view: z.enum(reportViews).catch('attendance').default('attendance'),
  preset: z.enum(periodPresets).catch('month').default('month'),
  from: day,
  to: day,
  service: recordId,
  staff: recordId,
  days: z.number().int().min(1).max(365).catch(30).default(30),
});
export type ReportSearch = z.infer<typeof reportSearch>;

export const defaultReportSearch: ReportSearch = reportSearch.parse({});

/** What every report is asked: a business, a period of its days, and the filters. */
export interface ReportAsk {
  tenantId: string;
  period: Period;
  service?: string | undefined;
  staff?: string | undefined;
  /** The clients report's "no visit for N days". */
  days: number;
}

/**
 * The asks for the period a search names and for the one before it. A staff member asks for
 * no one in particular: the database answers with their own sessions (app.report_staff), and
 * would refuse another's.
 */
export function reportAsks(
  search: ReportSearch,
  {
    tenantId,
    role,
    today,
    weekStart = 1,
  }: { tenantId: string; role: Role; today: string; weekStart?: number },
): { current: ReportAsk; previous: ReportAsk } {
  const periods = searchPeriods(search, today, weekStart);
  const ask = (period: Period): ReportAsk => ({
    tenantId,
    period,
    service: search.service,
    staff: role === 'staff' ? undefined : search.staff,
    days: search.days,
  });
  return { current: ask(periods.current), previous: ask(periods.previous) };
}

/** The period a search names, and the one it is compared with. */
export function searchPeriods(
  search: Pick<ReportSearch, 'preset' | 'from' | 'to'>,
  today: string,
  weekStart = 1,
): { current: Period; previous: Period } {
  const current = chosenPeriod(search, today, weekStart);
  return { current, previous: previousPeriod(search.preset, current) };
}

function chosenPeriod(
  { preset, from, to }: { preset: PeriodPreset; from?: string; to?: string },
  today: string,
  weekStart: number,
): Period {
  if (preset !== 'custom') return presetPeriod(preset, today, weekStart);
  // A day left out is this month's end of the range; the database refuses a range backwards.
  const month = presetPeriod('month', today);
  return { first: from ?? month.first, last: to ?? month.last };
}

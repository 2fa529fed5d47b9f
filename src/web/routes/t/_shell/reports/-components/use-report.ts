import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { reportQuery } from '@/features/reports/queries';
import type { ReportAsk, ReportView } from '@/features/reports/report-search';

/** What every view gets: the asks for the period and the one before, and how to change them. */
export interface ViewProps {
  asks: { current: ReportAsk; previous: ReportAsk };
}

/**
 * A report for the period and for the one before. Not suspense: while another period loads,
 * the last figures stay on screen; a refusal is said in the view (ReportPanel).
 */
export function useReport<View extends ReportView>(view: View, asks: ViewProps['asks']) {
  const supabase = useRouteContext({ from: '__root__', select: (context) => context.supabase });
  return {
    current: useQuery(reportQuery(supabase, view, asks.current)),
    previous: useQuery(reportQuery(supabase, view, asks.previous)),
  };
}

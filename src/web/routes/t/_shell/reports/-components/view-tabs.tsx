import { useIntl } from 'react-intl';
import { SectionTabs } from '@/components/section-tabs';
import { TabLink } from '@/components/tab-link';
import { viewsFor } from '@/features/reports/report-search';
import { viewWords } from '@/features/reports/report-words';
import { useMembership } from '@/features/tenancy/use-tenant';

/** The reports a role may open, as links that keep the period and the filters. */
export function ViewTabs() {
  const intl = useIntl();
  const { role } = useMembership();
  return (
    <SectionTabs label={intl.formatMessage({ id: 'reports.viewsLabel' })}>
      {viewsFor(role).map((view) => (
        <TabLink
          key={view}
          to="/t/reports/"
          search={(previous) => ({ ...previous, view })}
          // The address names the view (a plain one the first), so the tab whose address is
          // this one, exactly, is the one on show.
          activeOptions={{ exact: true }}
        >
          {intl.formatMessage({ id: viewWords[view] })}
        </TabLink>
      ))}
    </SectionTabs>
  );
}

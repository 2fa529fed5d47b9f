import { useIntl } from 'react-intl';
import { NavItemLink } from '@/components/nav-item-link';
import { SignOutNavItem } from '@/features/auth/sign-out-nav-item';
import { may } from '@/features/tenancy/permissions';
import { useMembership } from '@/features/tenancy/use-tenant';

export function TenantNavigation() {
  const intl = useIntl();
  const { role } = useMembership();
  return (
    <>
      <NavItemLink
        to="/t"
        activeOptions={{ exact: true }}
        label={intl.formatMessage({ id: 'common.navDashboard' })}
      />
      <NavItemLink to="/t/bookings/" label={intl.formatMessage({ id: 'common.navBookings' })} />
      <NavItemLink to="/t/clients/" label={intl.formatMessage({ id: 'common.navClients' })} />
      <NavItemLink to="/t/services/" label={intl.formatMessage({ id: 'common.navServices' })} />
      <NavItemLink
        to="/t/memberships/"
        label={intl.formatMessage({ id: 'memberships.navTitle' })}
      />
      <NavItemLink to="/t/staff/" label={intl.formatMessage({ id: 'common.navStaff' })} />
      <NavItemLink
        to="/t/transactions/"
        label={intl.formatMessage({ id: 'common.navTransactions' })}
      />
      <NavItemLink to="/t/reports/" label={intl.formatMessage({ id: 'reports.navTitle' })} />
      {may(role, 'read_audit_trail') && (
        <NavItemLink to="/t/activity/" label={intl.formatMessage({ id: 'audit.navTitle' })} />
      )}
      <NavItemLink to="/t/settings/" label={intl.formatMessage({ id: 'common.navSettings' })} />
      <SignOutNavItem />
    </>
  );
}

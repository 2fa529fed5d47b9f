import { NavItemLink } from '@/components/nav-item-link';
import { SignOutNavItem } from '@/features/auth/sign-out-nav-item';

export function TenantNavigation() {
  return (
    <>
      <NavItemLink to="/t" activeOptions={{ exact: true }} label="Dashboard" />
      <NavItemLink to="/t/bookings/" label="Bookings" />
      <NavItemLink to="/t/clients/" label="Clients" />
      <NavItemLink to="/t/services/" label="Services" />
      <NavItemLink to="/t/staff/" label="Staff" />
      <NavItemLink to="/t/transactions/" label="Transactions" />
      <NavItemLink to="/t/settings/" label="Settings" />
      <SignOutNavItem />
    </>
  );
}

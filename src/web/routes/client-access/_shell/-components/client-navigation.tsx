import { Divider } from '@mantine/core';
import { NavItemLink } from '@/components/nav-item-link';

export function ClientNavigation() {
  return (
    <>
      <NavItemLink to="/client-access" activeOptions={{ exact: true }} label="Home" />
      <NavItemLink to="/client-access/register/" label="Book" />
      <NavItemLink to="/client-access/documents" label="Documents" />
      <NavItemLink to="/client-access/settings" label="Settings" />
      <Divider my="sm" />
      <NavItemLink to="/client-access/logout" label="Sign out" />
    </>
  );
}

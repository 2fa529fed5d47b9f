import { Divider } from '@mantine/core';
import { NavItemLink } from '@/components/nav-item-link';

/**
 * The client area's screens. A visitor on the booking page, or someone signed in who is not a
 * client yet, has only the booking page: the others need a client record.
 */
export function ClientNavigation({ signedIn, client }: { signedIn: boolean; client: boolean }) {
  return (
    <>
      {client && <NavItemLink to="/client-access" activeOptions={{ exact: true }} label="Home" />}
      <NavItemLink to="/client-access/register/" label="Book" />
      {client && <NavItemLink to="/client-access/documents" label="Documents" />}
      {client && <NavItemLink to="/client-access/settings" label="Settings" />}
      <Divider my="sm" />
      {signedIn ? (
        <NavItemLink to="/client-access/logout" label="Sign out" />
      ) : (
        <NavItemLink to="/client-access/login/" label="Sign in" />
      )}
    </>
  );
}

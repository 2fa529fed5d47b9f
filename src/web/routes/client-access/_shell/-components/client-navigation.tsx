import { Divider } from '@mantine/core';
import { useIntl } from 'react-intl';
import { NavItemLink } from '@/components/nav-item-link';

/**
 * The client area's screens. A visitor on the booking page, or someone signed in who is not a
 * client yet, has only the booking page: the others need a client record.
 */
export function ClientNavigation({ signedIn, client }: { signedIn: boolean; client: boolean }) {
  const intl = useIntl();
  return (
    <>
      {client && (
        <NavItemLink
          to="/client-access"
          activeOptions={{ exact: true }}
          label={intl.formatMessage({ id: 'client-area.navHome' })}
        />
      )}
      <NavItemLink
        to="/client-access/register/"
        label={intl.formatMessage({ id: 'client-area.navBook' })}
      />
      {client && (
        <NavItemLink
          to="/client-access/membership"
          label={intl.formatMessage({ id: 'membership.navMembership' })}
        />
      )}
      {client && (
        <NavItemLink
          to="/client-access/documents"
          label={intl.formatMessage({ id: 'client-area.navDocuments' })}
        />
      )}
      {client && (
        <NavItemLink
          to="/client-access/settings"
          label={intl.formatMessage({ id: 'client-area.navSettings' })}
        />
      )}
      <Divider my="sm" />
      {signedIn ? (
        <NavItemLink
          to="/client-access/logout"
          label={intl.formatMessage({ id: 'client-area.navSignOut' })}
        />
      ) : (
        <NavItemLink
          to="/client-access/login/"
          label={intl.formatMessage({ id: 'client-area.navSignIn' })}
        />
      )}
    </>
  );
}

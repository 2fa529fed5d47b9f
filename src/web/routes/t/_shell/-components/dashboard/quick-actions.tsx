import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { LinkButton } from '@/components/link-button';
import { openPalette } from '@/features/palette/command-palette';

/** The desk's most frequent errands, one click away. */
export function QuickActions() {
  const intl = useIntl();
  return (
    <Group gap="sm" aria-label={intl.formatMessage({ id: 'dashboard.quickActions' })} role="group">
      <LinkButton to="/t/bookings/">
        {intl.formatMessage({ id: 'dashboard.newBooking' })}
      </LinkButton>
      <LinkButton to="/t/clients/" variant="light">
        {intl.formatMessage({ id: 'dashboard.addClient' })}
      </LinkButton>
      <Button variant="default" onClick={openPalette}>
        {intl.formatMessage(
          { id: 'dashboard.findAnything' },
          { keys: intl.formatMessage({ id: 'common.paletteKeys' }) },
        )}
      </Button>
    </Group>
  );
}

import { Button, Group } from '@mantine/core';
import { LinkButton } from '@/components/link-button';
import { openPalette } from '@/features/palette/command-palette';

/** The desk's most frequent errands, one click away. */
export function QuickActions() {
  return (
    <Group gap="sm" aria-label="Quick actions" role="group">
      <LinkButton to="/t/bookings/">New booking</LinkButton>
      <LinkButton to="/t/clients/" variant="light">
        Add client
      </LinkButton>
      <Button variant="default" onClick={openPalette}>
        Find anything (Ctrl K)
      </Button>
    </Group>
  );
}

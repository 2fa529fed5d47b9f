import { focusOnArrival } from './focus-on-arrival';
import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/link-button';

/**
 * The end of a booking: what was booked, focused on arrival, and where to go next. The screen's
 * heading above it says that it is done (the route's ScreenHeader, told through onBooked).
 */
export function BookedPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="booked-heading" maw={680}>
      <Stack>
        <Title order={2} size="h3" id="booked-heading" tabIndex={-1} ref={focusOnArrival}>
          What you booked
        </Title>
        {children}
        <Group gap="sm">
          <LinkButton to="/client-access">Go to your home page</LinkButton>
          <LinkButton to="/client-access/register/" variant="default">
            Book something else
          </LinkButton>
        </Group>
      </Stack>
    </Paper>
  );
}

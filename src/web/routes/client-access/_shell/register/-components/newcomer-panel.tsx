import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { focusOnArrival } from './focus-on-arrival';

/** A step of the flow: its heading takes the focus when the step replaces the one before. */
export function Panel({
  heading,
  id,
  focus = false,
  children,
}: {
  heading: string;
  id: string;
  focus?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Stack>
        <Title order={2} size="h3" id={id} tabIndex={-1} ref={focus ? focusOnArrival : undefined}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A link that changes the step; it sits at the start of the line, as the buttons above it do. */
export function StepLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      style={{ alignSelf: 'flex-start' }}
      onClick={onClick}
    >
      {children}
    </Anchor>
  );
}

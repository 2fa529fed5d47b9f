import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The tabs of a detail screen. They are links, so each tab has its own address. */
export function SectionTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group
      component="nav"
      aria-label={label}
      gap="xs"
      pb="xs"
      mb="lg"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {children}
    </Group>
  );
}

import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A small status label (Active, Offered, Expired ...). Not Mantine's Badge: its light variant
 * puts shade-6 text on a tint, below the 4.5:1 contrast WCAG AA asks for small text; this one
 * uses the darkest shade on the lightest.
 */
// Their darkest shades are still too light on their own tint.
const lowContrast = new Set(['orange', 'yellow', 'lime']);

export function StatusBadge({
  color = 'indigo',
  children,
}: {
  color?: string;
  children: ReactNode;
}) {
  return (
    <Text
      span
      size="xs"
      fw={700}
      tt="uppercase"
      c={lowContrast.has(color) ? 'dark.7' : `${color}.9`}
      bg={`${color}.0`}
      px={8}
      py={2}
      style={{ borderRadius: 999, whiteSpace: 'nowrap', display: 'inline-block' }}
    >
      {children}
    </Text>
  );
}

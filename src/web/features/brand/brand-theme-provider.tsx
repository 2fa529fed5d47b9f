import { Box, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { brandThemeOverride, brandVariables } from './brand-theme';

/** The product's own theme, unchanged. */
const noOverride = {};

/**
 * Everything inside in the business's accent colour; the product's theme when it has none. The
 * tree has one shape with or without a colour: the brand loads after the client area's first
 * render, and a tree that changed shape would mount everything inside again, losing its state
 * and the element whose height the area reports to a business's website (use-report-height.ts).
 */
export function BrandThemeProvider({
  colour,
  children,
}: {
  colour: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <MantineThemeProvider theme={colour ? brandThemeOverride(colour) : noOverride}>
      <Box style={colour ? brandVariables(colour) : undefined}>{children}</Box>
    </MantineThemeProvider>
  );
}

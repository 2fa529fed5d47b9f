import { Box, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { brandThemeOverride, brandVariables } from './brand-theme';

/** Everything inside in the business's accent colour; the product's theme when it has none. */
export function BrandThemeProvider({
  colour,
  children,
}: {
  colour: string | null | undefined;
  children: ReactNode;
}) {
  if (!colour) return children;
  return (
    <MantineThemeProvider theme={brandThemeOverride(colour)}>
      <Box style={brandVariables(colour)}>{children}</Box>
    </MantineThemeProvider>
  );
}

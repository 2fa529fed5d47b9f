import { Anchor, createTheme, Notification, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white text on filled buttons above the 4.5:1 contrast that WCAG AA asks for.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  headings: { fontWeight: '650' },
  components: {
    // Links in list rows sit on striped and hovered backgrounds too (gray.1), where shade 7 falls
    // just below 4.5:1; shade 8 stays above it.
    Anchor: Anchor.extend({ defaultProps: { c: 'indigo.8' } }),
    // A notification with a title writes its message in gray.6, below 4.5:1 on white, and its
    // close button has no name.
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close the notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

// Mantine's dimmed grey (gray.6) is below 4.5:1 on white; the screens use dimmed text for whole
// sentences, so it gets one shade darker. So does the red of field errors (red.6 is 3.3:1; red.9 is 5.5:1): an
// error beside a field must be readable.
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
  },
  dark: {},
});

import { colorsTuple, createTheme, type CSSProperties } from '@mantine/core';

// A business's accent colour across the client area. Mantine draws filled buttons, light
// variants, nav highlights and checkboxes from the primary colour's CSS variables, which
// MantineProvider writes once on :root, so the business's are written on the area's own element
// and inherited below it; the nested theme makes `primaryColor` and the Anchor default
// (indigo.8 in theme.ts) the business's too. The colour already passes 4.5:1 against white
// (checkAccentColour), so white text on it and it as text on white are both readable.

const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);

/** The colour mixed with black by `amount` (0–1): the hover shade of a filled button. */
export function darker(hex: string, amount: number): string {
  return `#${[1, 3, 5]
    .map((at) =>
      Math.round(channel(hex, at) * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** The colour at an opacity, as #rrggbbaa. */
function translucent(hex: string, alpha: number): string {
  return `${hex}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

/** The CSS variables that make the primary colour (and the `brand` colour) this one. */
export function brandVariables(colour: string): CSSProperties {
  const hover = darker(colour, 0.12);
  const variables: Record<string, string> = {
    '--mantine-primary-color-filled': colour,
    '--mantine-primary-color-filled-hover': hover,
    '--mantine-primary-color-light': translucent(colour, 0.1),
    '--mantine-primary-color-light-hover': translucent(colour, 0.16),
    '--mantine-primary-color-light-color': colour,
    '--mantine-primary-color-contrast': '#ffffff',
    '--mantine-color-anchor': colour,
    '--mantine-color-brand-filled': colour,
    '--mantine-color-brand-filled-hover': hover,
    '--mantine-color-brand-light': translucent(colour, 0.1),
    '--mantine-color-brand-light-hover': translucent(colour, 0.16),
    '--mantine-color-brand-light-color': colour,
    '--mantine-color-brand-outline': colour,
    '--mantine-color-brand-outline-hover': translucent(colour, 0.05),
    '--mantine-color-brand-text': colour,
  };
  for (let shade = 0; shade < 10; shade += 1) {
    variables[`--mantine-primary-color-${shade}`] = colour;
    variables[`--mantine-color-brand-${shade}`] = colour;
  }
  return variables as CSSProperties;
}

/** The theme below the area: `brand` as the primary colour and the links' colour. */
export function brandThemeOverride(colour: string) {
  return createTheme({
    primaryColor: 'brand',
    colors: { brand: colorsTuple(colour) },
    components: { Anchor: { defaultProps: { c: colour } } },
  });
}

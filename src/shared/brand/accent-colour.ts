// A business's accent colour is drawn as white text on filled buttons and as link text on white,
// so both must reach WCAG AA for normal text: a contrast of 4.5:1 with white (the same ratio
// serves both). A colour short of it is darkened, keeping its hue and saturation, to the
// lightest shade that passes; one that would have to darken so far that it is no longer the
// colour chosen is refused with the reason and the nearest passing shade as a suggestion, in the
// reader's words (messages/<locale>/settings.ts).
import type { Words } from '../i18n/words.ts';

/** WCAG 2.x AA for normal-size text. */
export const minimumContrast = 4.5;
/** Darkening by more lightness than this (of 100) makes another colour: refused instead. */
const largestAdjustment = 30;

export type AccentCheck =
  | { kind: 'ok'; colour: string; contrast: number }
  | { kind: 'adjusted'; colour: string; from: string; contrast: number; message: string }
  | { kind: 'refused'; suggestion?: string; message: string };

/** `#rgb` or `#rrggbb` (any case, with or without the #) as lower-case `#rrggbb`; else null. */
export function parseHexColour(text: string): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match?.[1]) return null;
  const hex = match[1].toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`;
}

const channels = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of a `#rrggbb` colour with white, from 1 to 21. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

function toHsl(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => value / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l * 100];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, s * 100, l * 100];
}

function fromHsl(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** The lightest shade of the colour, same hue and saturation, that reaches the minimum. */
function nearestPassingShade(hex: string): { colour: string; lightnessDrop: number } {
  const [h, s, l] = toHsl(hex);
  // Lightness in tenths of a point, from the colour's own down: the first that passes is the
  // nearest, and black (lightness 0) always does.
  for (let tenths = Math.floor(l * 10); tenths >= 0; tenths -= 1) {
    const colour = fromHsl(h, s, tenths / 10);
    if (contrastWithWhite(colour) >= minimumContrast) {
      return { colour, lightnessDrop: l - tenths / 10 };
    }
  }
  return { colour: '#000000', lightnessDrop: l };
}

/** A contrast as the message writes it, one decimal, never rounded up to a passing figure. */
const tenths = (value: number) => Math.floor(value * 10) / 10;

/** Whether an accent colour can be used as it is, darkened, or not at all, and why, in `words`. */
export function checkAccentColour(text: string, words: Words): AccentCheck {
  const colour = parseHexColour(text);
  if (colour === null) {
    return {
      kind: 'refused',
      message: words.formatMessage({ id: 'settings.colourNotAColour' }, { text: text.trim() }),
    };
  }
  const contrast = contrastWithWhite(colour);
  if (contrast >= minimumContrast) return { kind: 'ok', colour, contrast };
  const shade = nearestPassingShade(colour);
  const values = {
    colour,
    contrast: tenths(contrast),
    minimum: minimumContrast,
    shade: shade.colour,
  };
  if (shade.lightnessDrop > largestAdjustment) {
    return {
      kind: 'refused',
      suggestion: shade.colour,
      message: words.formatMessage({ id: 'settings.colourTooPale' }, values),
    };
  }
  return {
    kind: 'adjusted',
    colour: shade.colour,
    from: colour,
    contrast: contrastWithWhite(shade.colour),
    message: words.formatMessage({ id: 'settings.colourDarkened' }, values),
  };
}

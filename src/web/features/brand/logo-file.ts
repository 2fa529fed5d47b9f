// The business-brand bucket's rules (db/migrations/0140_business_brand.sql), checked before an
// upload so that a wrong file is refused at once with the reason; the server checks them again.
// Relative, as db/tests/business-brand.test.ts loads it under Node through mutations.ts.
import type { Words } from '../../../shared/i18n/words.ts';

/** Public: anyone's browser and link previews load a logo by its URL. */
export const brandBucket = 'business-brand';

/** Raster images: an SVG can carry script, and link previews do not show it. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const largestLogoBytes = 1024 * 1024;

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Why a file cannot be the logo, in `words`, or null when it can. */
export function logoFileProblem(file: { type: string; size: number }, words: Words): string | null {
  if (!logoTypes.includes(file.type)) {
    return words.formatMessage({ id: 'settings.logoWrongType' });
  }
  if (file.size > largestLogoBytes) {
    return words.formatMessage(
      { id: 'settings.logoTooLarge' },
      { megabytes: Math.round((file.size / 1024 / 1024) * 10) / 10 },
    );
  }
  return null;
}

/**
 * A new name for every upload, in the business's folder: the public URL changes with the logo,
 * so no browser or link preview keeps showing the old one from its cache.
 */
export function logoObjectName(tenantId: string, type: string, unique: string): string {
  return `${tenantId}/logo-${unique}.${extensions[type] ?? 'img'}`;
}

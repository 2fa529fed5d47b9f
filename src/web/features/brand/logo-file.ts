// The business-brand bucket's rules (db/migrations/0140_business_brand.sql), checked before an
// upload so that a wrong file is refused at once with the reason; the server checks them again.

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

/** Why a file cannot be the logo, or null when it can. */
export function logoFileProblem(file: { type: string; size: number }): string | null {
  if (!logoTypes.includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or GIF image for the logo (SVG and other files are not taken).';
  }
  if (file.size > largestLogoBytes) {
    return `This image is ${(file.size / 1024 / 1024).toFixed(1)} MB; a logo can be at most 1 MB. Save it smaller and try again.`;
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

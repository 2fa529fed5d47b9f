/** The public bucket that holds businesses' logos (db/migrations/0140_business_brand.sql). */
export const brandBucket = 'business-brand';

/**
 * The address anyone loads a logo from: a public-bucket download of /storage/v1, as
 * supabase-js's getPublicUrl makes it. Each segment is encoded, as the name is the owner's file.
 */
export function logoUrl(apiOrigin: string, name: string): string {
  const path = name.split('/').map(encodeURIComponent).join('/');
  return `${apiOrigin}/storage/v1/object/public/${brandBucket}/${path}`;
}

import { queryOptions } from '@tanstack/react-query';
import type { Supabase } from '@/supabase';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';
import { brandBucket } from './logo-file';

export const brandKeys = {
  all: ['brand'] as const,
  bySlug: (slug: string) => [...brandKeys.all, 'slug', slug] as const,
};

const brandColumns = 'id, slug, name, brand_description, brand_colour, brand_logo, embed_origins';

/**
 * A business's public face by its address: what the booking page's settings and the client
 * area's header show. Anyone may read it (public.tenant_directory), signed in or not; null when
 * no business has this address.
 */
export function businessBrandQuery(supabase: Supabase, slug: string) {
  return queryOptions({
    queryKey: brandKeys.bySlug(slug),
    queryFn: () =>
      dataOf(supabase.from('tenant_directory').select(brandColumns).eq('slug', slug).maybeSingle()),
  });
}

export type BusinessBrand = NonNullable<RowOf<typeof businessBrandQuery>>;

/** The address anyone's browser loads a logo from (a public-bucket download). */
export function logoUrl(supabase: Supabase, name: string): string {
  return supabase.storage.from(brandBucket).getPublicUrl(name).data.publicUrl;
}

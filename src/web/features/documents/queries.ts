import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';

export const documentKeys = {
  all: ['documents'] as const,
  version: (tenantId: string, templateId: string, version: number) =>
    [...documentKeys.all, tenantId, templateId, version] as const,
};

/**
 * The text of one version of a document: the current one to sign, or the one a client signed.
 * A version never changes (0014_documents.sql), so once read it stays in the cache.
 */
export function documentTextQuery(
  supabase: Supabase,
  tenantId: string,
  templateId: string,
  version: number,
) {
  return queryOptions({
    queryKey: documentKeys.version(tenantId, templateId, version),
    queryFn: async () => {
      const row = await dataOf(
        supabase
          .from('document_template_versions')
          .select('body')
          .eq('tenant_id', tenantId)
          .eq('template_id', templateId)
          .eq('version', version)
          .single(),
      );
      return row.body;
    },
    staleTime: Infinity,
  });
}

import type { Supabase } from '@/supabase';

/**
 * Signs the current version of a document template with the client's typed name and consent
 * (public.sign_document, which checks both again). Answers supabase-js's { data, error }.
 */
export function signDocument(
  supabase: Supabase,
  tenantId: string,
  templateId: string,
  signedName: string,
) {
  return supabase.rpc('sign_document', {
    tenant_id: tenantId,
    template_id: templateId,
    signed_name: signedName.trim(),
    consent: true,
  });
}

import { spaWords } from '@/i18n/spa-language';
import type { Supabase } from '@/supabase';
import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '../data/data-error';
import type { RowOf } from '../data/query-data';

export const settingsKeys = {
  all: ['settings'] as const,
  tenant: (tenantId: string) => [...settingsKeys.all, 'tenant', tenantId] as const,
  templates: (tenantId: string) => [...settingsKeys.all, 'templates', tenantId] as const,
  templateText: (templateId: string) => [...settingsKeys.all, 'template-text', templateId] as const,
};

const tenantColumns =
  'id, slug, name, time_zone, currency, locale, contact_email, contact_phone, address, cancellation_window_minutes, late_cancel_fee_minor, no_show_fee_minor, waitlist_enabled, waitlist_mode, waitlist_offer_minutes, documents_before_first_booking, phone_required_to_book, staff_mfa_required, membership_retry_days, membership_grace_days, membership_late_cancel';

export function tenantSettingsQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: settingsKeys.tenant(tenantId),
    queryFn: () =>
      dataOf(supabase.from('tenants').select(tenantColumns).eq('id', tenantId).single()),
  });
}

export type TenantSettings = RowOf<typeof tenantSettingsQuery>;
export type DocumentTemplate = RowOf<typeof documentTemplatesQuery>;

export type TenantChanges = Partial<Omit<TenantSettings, 'id' | 'slug'>>;

/** Owners only (tenants_settings); anyone else's update matches no row, which is said so. */
export async function updateTenantSettings(
  supabase: Supabase,
  tenantId: string,
  changes: TenantChanges,
) {
  const rows = await dataOf(
    supabase.from('tenants').update(changes).eq('id', tenantId).select(tenantColumns),
  );
  const saved = rows[0];
  if (!saved) throw new Error(spaWords().formatMessage({ id: 'settings.settingsOwnerOnly' }));
  return saved;
}

/** The business's document templates with their version numbers, by title. */
export function documentTemplatesQuery(supabase: Supabase, tenantId: string) {
  return queryOptions({
    queryKey: settingsKeys.templates(tenantId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('document_templates')
          .select(
            'id, title, requires_signature, required_before_booking, active, versions:document_template_versions(version, created_at)',
          )
          .eq('tenant_id', tenantId)
          .order('title'),
      );
      return rows.map((row) => ({
        ...row,
        versions: [...row.versions].sort((a, b) => b.version - a.version),
      }));
    },
  });
}

/** The text of a template's current (latest) version. */
export function templateTextQuery(supabase: Supabase, templateId: string) {
  return queryOptions({
    queryKey: settingsKeys.templateText(templateId),
    queryFn: async () => {
      const rows = await dataOf(
        supabase
          .from('document_template_versions')
          .select('body')
          .eq('template_id', templateId)
          .order('version', { ascending: false })
          .limit(1),
      );
      return rows[0]?.body ?? '';
    },
  });
}

export interface TemplateValues {
  title: string;
  body: string;
  requires_signature: boolean;
  required_before_booking: boolean;
  active?: boolean;
}

/** Title, flags and text in one step: new text becomes a new version (save_document_template). */
export function saveDocumentTemplate(
  supabase: Supabase,
  tenantId: string,
  values: TemplateValues,
  templateId?: string,
) {
  return dataOf(
    supabase.rpc('save_document_template', {
      tenant_id: tenantId,
      template_id: templateId ?? null,
      ...values,
    }),
  );
}

export async function setTemplateFlags(
  supabase: Supabase,
  templateId: string,
  flags: Partial<Pick<DocumentTemplate, 'active' | 'required_before_booking'>>,
) {
  const rows = await dataOf(
    supabase.from('document_templates').update(flags).eq('id', templateId).select('id'),
  );
  if (rows.length === 0) {
    throw new Error(spaWords().formatMessage({ id: 'settings.documentChangeRefused' }));
  }
}

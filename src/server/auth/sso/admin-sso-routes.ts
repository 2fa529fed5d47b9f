import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { AuthServices } from '../auth-services.ts';
import { AuthError, validationFailed } from '../errors/auth-error.ts';
import { readJsonBody } from '../request/json-body.ts';
import type { AttributeMapping } from './attribute-mapping.ts';
import { MetadataError, parseIdpMetadata } from './idp-metadata.ts';
import { requireSamlEnabled } from './saml-enabled.ts';
import {
  createProvider,
  deleteProvider,
  findProvider,
  listProviders,
  providerJson,
  providerNotFound,
  updateProvider,
  type ProviderFields,
  type SsoProvider,
} from './sso-provider-store.ts';

const attributeMapping = z.object({
  keys: z
    .record(
      z.string(),
      z.object({
        name: z.string().optional(),
        names: z.array(z.string()).optional(),
        default: z.unknown().optional(),
      }),
    )
    .optional(),
});

const providerBody = z.object({
  type: z.string().nullish(),
  metadata_url: z.string().nullish(),
  metadata_xml: z.string().nullish(),
  domains: z.array(z.string()).nullish(),
  attribute_mapping: attributeMapping.nullish(),
});

type ProviderBody = z.output<typeof providerBody>;

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function domainsOf(domains: string[]): string[] {
  const normalized = [...new Set(domains.map((domain) => domain.trim().toLowerCase()))];
  for (const domain of normalized) {
    if (!domainPattern.test(domain)) throw validationFailed(`Domain '${domain}' is invalid`);
  }
  return normalized;
}

/** Loopback identity providers may serve metadata over plain HTTP, as in development. */
function metadataUrlAllowed(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

async function fetchMetadata(raw: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw validationFailed('metadata_url needs to be a valid https:// URL');
  }
  if (!metadataUrlAllowed(url))
    throw validationFailed('metadata_url needs to be a valid https:// URL');
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    throw new AuthError(
      400,
      'saml_metadata_fetch_failed',
      `Unable to fetch SAML metadata from ${url.href}: ${(error as Error).message}`,
    );
  }
}

async function metadataOf(body: ProviderBody): Promise<ProviderFields['metadata']> {
  if (body.metadata_xml && body.metadata_url) {
    throw validationFailed('Only one of metadata_xml or metadata_url needs to be set');
  }
  if (!body.metadata_xml && !body.metadata_url) return undefined;
  const xml = body.metadata_xml ?? (await fetchMetadata(body.metadata_url as string));
  try {
    return { xml, url: body.metadata_url ?? null, parsed: parseIdpMetadata(xml) };
  } catch (error) {
    if (error instanceof MetadataError) throw validationFailed(error.message);
    throw error;
  }
}

async function fieldsOf(body: ProviderBody): Promise<ProviderFields> {
  const fields: ProviderFields = {};
  const metadata = await metadataOf(body);
  if (metadata !== undefined) fields.metadata = metadata;
  if (body.domains != null) fields.domains = domainsOf(body.domains);
  if (body.attribute_mapping != null) {
    fields.attributeMapping = body.attribute_mapping as AttributeMapping;
  }
  return fields;
}

async function providerOfPath(services: AuthServices, c: Context): Promise<SsoProvider> {
  const provider = await findProvider(services.db, c.req.param('id') ?? '');
  if (provider === undefined) throw providerNotFound();
  return provider;
}

/**
 * The admin API for SAML identity providers (service_role, as Supabase Auth's
 * /admin/sso/providers): register one by its metadata, route email domains to it, map its
 * attributes to user claims.
 */
export function registerAdminSsoRoutes(auth: Hono, services: AuthServices): void {
  auth.use('/admin/sso/*', requireSamlEnabled(services));

  auth.post('/admin/sso/providers', async (c) => {
    const body = await readJsonBody(c, providerBody);
    if (body.type !== 'saml') throw validationFailed("Only 'saml' supported for SSO type");
    const fields = await fieldsOf(body);
    if (fields.metadata === undefined) {
      throw validationFailed('Either metadata_xml or metadata_url must be set');
    }
    const metadata = fields.metadata;
    const provider = await services.db.transaction((q) =>
      createProvider(q, { ...fields, metadata }),
    );
    return c.json(providerJson(provider), 201);
  });

  auth.get('/admin/sso/providers', async (c) => {
    const providers = await listProviders(services.db);
    return c.json({ items: providers.map(providerJson) });
  });

  auth.get('/admin/sso/providers/:id', async (c) =>
    c.json(providerJson(await providerOfPath(services, c))),
  );

  auth.put('/admin/sso/providers/:id', async (c) => {
    const current = await providerOfPath(services, c);
    const body = await readJsonBody(c, providerBody);
    if (body.type != null && body.type !== 'saml') {
      throw validationFailed("Only 'saml' supported for SSO type");
    }
    const fields = await fieldsOf(body);
    const provider = await services.db.transaction((q) => updateProvider(q, current, fields));
    return c.json(providerJson(provider));
  });

  auth.delete('/admin/sso/providers/:id', async (c) => {
    const provider = await providerOfPath(services, c);
    await deleteProvider(services.db, provider.id);
    return c.json(providerJson(provider));
  });
}

// Longer than most: the admin API's reads and writes of providers and their domains, which
// share the uniqueness checks.
import type { Queryable } from '../../db/database.ts';
import { AuthError } from '../errors/auth-error.ts';
import { parseIdpMetadata, type IdpMetadata } from './idp-metadata.ts';
import type { AttributeMapping } from './attribute-mapping.ts';
import { isUuid } from '../../../shared/uuid.ts';

export interface SsoProvider {
  id: string;
  entityId: string;
  metadataXml: string;
  metadataUrl: string | null;
  attributeMapping: AttributeMapping;
  metadata: IdpMetadata;
  domains: { id: string; domain: string; created_at: Date; updated_at: Date }[];
  createdAt: Date;
  updatedAt: Date;
}

interface ProviderRow {
  id: string;
  entity_id: string;
  metadata_xml: string;
  metadata_url: string | null;
  attribute_mapping: AttributeMapping;
  created_at: Date;
  updated_at: Date;
}

export const providerNotFound = (message = 'SSO Identity Provider not found') =>
  new AuthError(404, 'sso_provider_not_found', message);

const selectProviders = `
  select p.id, s.entity_id, s.metadata_xml, s.metadata_url, s.attribute_mapping,
         p.created_at, p.updated_at
  from auth.sso_providers p join auth.saml_providers s on s.sso_provider_id = p.id`;

async function withDomains(q: Queryable, rows: ProviderRow[]): Promise<SsoProvider[]> {
  if (rows.length === 0) return [];
  const { rows: domains } = await q.query<
    SsoProvider['domains'][number] & { sso_provider_id: string }
  >(
    `select id, domain, created_at, updated_at, sso_provider_id from auth.sso_domains
     where sso_provider_id = any($1::uuid[]) order by domain`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    entityId: row.entity_id,
    metadataXml: row.metadata_xml,
    metadataUrl: row.metadata_url,
    attributeMapping: row.attribute_mapping,
    metadata: parseIdpMetadata(row.metadata_xml),
    domains: domains
      .filter((domain) => domain.sso_provider_id === row.id)
      .map(({ id, domain, created_at, updated_at }) => ({ id, domain, created_at, updated_at })),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
}

export async function listProviders(q: Queryable): Promise<SsoProvider[]> {
  const { rows } = await q.query<ProviderRow>(`${selectProviders} order by p.created_at, p.id`);
  return withDomains(q, rows);
}

export async function findProvider(q: Queryable, id: string): Promise<SsoProvider | undefined> {
  if (!isUuid(id)) return undefined;
  const { rows } = await q.query<ProviderRow>(`${selectProviders} where p.id = $1`, [id]);
  return (await withDomains(q, rows))[0];
}

export async function findProviderByDomain(
  q: Queryable,
  domain: string,
): Promise<SsoProvider | undefined> {
  const { rows } = await q.query<ProviderRow>(
    `${selectProviders} join auth.sso_domains d on d.sso_provider_id = p.id where d.domain = $1`,
    [domain.trim().toLowerCase()],
  );
  return (await withDomains(q, rows))[0];
}

/** The admin API's JSON for a provider, in Supabase Auth's shape. */
export function providerJson(provider: SsoProvider): Record<string, unknown> {
  return {
    id: provider.id,
    saml: {
      id: provider.id,
      entity_id: provider.entityId,
      metadata_xml: provider.metadataXml,
      ...(provider.metadataUrl === null ? {} : { metadata_url: provider.metadataUrl }),
      attribute_mapping: provider.attributeMapping,
    },
    domains: provider.domains,
    created_at: provider.createdAt,
    updated_at: provider.updatedAt,
  };
}

export interface ProviderFields {
  metadata?: { xml: string; url: string | null; parsed: IdpMetadata };
  domains?: string[];
  attributeMapping?: AttributeMapping;
}

async function checkEntityIdFree(q: Queryable, entityId: string, exceptId: string | null) {
  const { rows } = await q.query<{ sso_provider_id: string }>(
    'select sso_provider_id from auth.saml_providers where entity_id = $1',
    [entityId],
  );
  const owner = rows[0];
  if (owner !== undefined && owner.sso_provider_id !== exceptId) {
    throw new AuthError(
      422,
      'saml_idp_already_exists',
      `A SAML provider with this EntityID (${entityId}) already exists`,
    );
  }
}

async function replaceDomains(q: Queryable, providerId: string, domains: string[]) {
  const { rows } = await q.query<{ domain: string; sso_provider_id: string }>(
    `select domain, sso_provider_id from auth.sso_domains
     where domain = any($1::text[]) and sso_provider_id <> $2`,
    [domains, providerId],
  );
  const taken = rows[0];
  if (taken !== undefined) {
    throw new AuthError(
      400,
      'sso_domain_already_exists',
      `SSO Domain '${taken.domain}' is already assigned to an SSO identity provider (${taken.sso_provider_id})`,
    );
  }
  await q.query(
    'delete from auth.sso_domains where sso_provider_id = $1 and not (domain = any($2::text[]))',
    [providerId, domains],
  );
  for (const domain of domains) {
    await q.query(
      `insert into auth.sso_domains (sso_provider_id, domain) values ($1, $2)
       on conflict (domain) do nothing`,
      [providerId, domain],
    );
  }
}

/** Registers an identity provider; its entity ID and each domain may belong to one provider. */
export async function createProvider(
  q: Queryable,
  fields: Required<Pick<ProviderFields, 'metadata'>> & ProviderFields,
): Promise<SsoProvider> {
  const { metadata } = fields;
  await q.query('lock table auth.saml_providers in share row exclusive mode');
  await checkEntityIdFree(q, metadata.parsed.entityId, null);
  const { rows } = await q.query<{ id: string }>(
    'insert into auth.sso_providers default values returning id',
  );
  const id = (rows[0] as { id: string }).id;
  await q.query(
    `insert into auth.saml_providers
       (sso_provider_id, entity_id, metadata_xml, metadata_url, attribute_mapping)
     values ($1, $2, $3, $4, $5)`,
    [id, metadata.parsed.entityId, metadata.xml, metadata.url, fields.attributeMapping ?? {}],
  );
  await replaceDomains(q, id, fields.domains ?? []);
  return (await findProvider(q, id)) as SsoProvider;
}

/** Changes what is given; new metadata must keep the provider's entity ID. */
export async function updateProvider(
  q: Queryable,
  current: SsoProvider,
  fields: ProviderFields,
): Promise<SsoProvider> {
  if (fields.metadata !== undefined) {
    if (fields.metadata.parsed.entityId !== current.entityId) {
      throw new AuthError(
        400,
        'saml_entity_id_mismatch',
        'Updating a SAML provider with a different EntityID is not allowed',
      );
    }
    await q.query(
      `update auth.saml_providers set metadata_xml = $2, metadata_url = $3, updated_at = now()
       where sso_provider_id = $1`,
      [current.id, fields.metadata.xml, fields.metadata.url],
    );
  }
  if (fields.attributeMapping !== undefined) {
    await q.query(
      `update auth.saml_providers set attribute_mapping = $2, updated_at = now()
       where sso_provider_id = $1`,
      [current.id, fields.attributeMapping],
    );
  }
  if (fields.domains !== undefined) await replaceDomains(q, current.id, fields.domains);
  await q.query('update auth.sso_providers set updated_at = now() where id = $1', [current.id]);
  return (await findProvider(q, current.id)) as SsoProvider;
}

export async function deleteProvider(q: Queryable, id: string): Promise<void> {
  await q.query('delete from auth.sso_providers where id = $1', [id]);
}
